import { describe, expect, it } from 'vitest';
import { polishSortKey } from './polish-sort-key';

/** Sorted by their keys compared as bytes, as SQLite's BINARY and PostgreSQL's "C" compare them. */
const byKey = (texts: string[]) =>
  [...texts].sort((a, b) => {
    const [x, y] = [polishSortKey(a), polishSortKey(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  });

describe('polishSortKey', () => {
  it('orders words in the Polish alphabet, ignoring case', () => {
    const polish = [
      'Cieszyn',
      'Ćmielów',
      'lublin',
      'Łask',
      'Łódź',
      'Opole',
      'Zakopane',
      'Ząbki',
      'Źródła',
      'Żywiec',
    ];
    expect(byKey([...polish].reverse())).toEqual(polish);
    expect(byKey(['Nowy Sącz', 'Nowy Dwór', 'nowa Wieś', 'Nowa-Huta'])).toEqual([
      'Nowa-Huta',
      'nowa Wieś',
      'Nowy Dwór',
      'Nowy Sącz',
    ]);
  });

  it('is printable ASCII, one character a letter, digits first, other accents as their letter', () => {
    expect(polishSortKey('  Łódź, ul. 3 Maja!  ')).toMatch(/^[\x20-\x7e]+$/);
    expect(polishSortKey('Łódź')).toHaveLength(4);
    expect(byKey(['Biuro', '12 działek', 'Müller', 'Mazury', 'Mysłowice'])).toEqual([
      '12 działek',
      'Biuro',
      'Mazury',
      'Müller',
      'Mysłowice',
    ]);
    expect(polishSortKey('Müller')).toBe(polishSortKey('muller'));
    expect(polishSortKey('x'.repeat(300))).toHaveLength(200);
  });
});
