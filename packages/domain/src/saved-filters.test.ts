import { describe, expect, it } from 'vitest';
import { savedFilterQuery, savedFilterSchema } from './saved-filters';

describe('a saved filter’s query (decision 062)', () => {
  it('keeps the list’s own names, trimmed, without the page or empty values', () => {
    expect(savedFilterQuery('offers', 'q=+dom+&status=&sort=price&order=asc&page=4')).toBe(
      'q=dom&sort=price&order=asc',
    );
    expect(savedFilterQuery('inbox', 'status=new&assigned=me&page=2')).toBe('status=new&assigned=me');
    expect(savedFilterQuery('offers', '')).toBe('');
  });

  it('refuses what its list does not take: an unknown name, a bad value, a name twice', () => {
    expect(savedFilterQuery('offers', 'evil=1')).toBeUndefined();
    expect(savedFilterQuery('offers', 'sort=title')).toBeUndefined();
    expect(savedFilterQuery('inbox', 'sort=price')).toBeUndefined();
    expect(savedFilterQuery('offers', 'status=draft&status=published')).toBeUndefined();
  });

  it('names the field a save gets wrong', () => {
    const refused = savedFilterSchema.safeParse({ list: 'offers', name: 'x', query: 'status=nonsense' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['query', 'invalid_value'],
    ]);
  });
});
