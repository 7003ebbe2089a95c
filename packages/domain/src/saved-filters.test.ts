import { describe, expect, it } from 'vitest';
import { savedFilterQuery, savedFilterSchema, withoutUnsavedNames } from './saved-filters';

describe('a saved filter’s query (decision 062)', () => {
  it('keeps the list’s own names, trimmed, without the page or empty values', () => {
    expect(savedFilterQuery('offers', 'q=+dom+&status=&sort=price&order=asc&page=4')).toBe(
      'q=dom&sort=price&order=asc',
    );
    expect(savedFilterQuery('inbox', 'status=new&assigned=me&page=2')).toBe('status=new&assigned=me');
    expect(savedFilterQuery('offers', '')).toBe('');
  });

  it('never keeps the inbox’s search for a sender, which is personal data the retention removes', () => {
    expect(savedFilterQuery('inbox', 'q=kowalski%40example.pl&status=new&assigned=me')).toBe(
      'status=new&assigned=me',
    );
    expect(savedFilterQuery('inbox', 'q=Jan+Kowalski')).toBe('');
    // Still checked before it is dropped: a search the list refuses refuses the save.
    expect(savedFilterQuery('inbox', `q=${'x'.repeat(101)}`)).toBeUndefined();
    // The offers' search (a title or an offer number) is no one's personal data and stays.
    expect(savedFilterQuery('offers', 'q=T00696')).toBe('q=T00696');
  });

  it('refuses what its list does not take: an unknown name, a bad value, a name twice', () => {
    expect(savedFilterQuery('offers', 'evil=1')).toBeUndefined();
    expect(savedFilterQuery('offers', 'sort=colour')).toBeUndefined();
    expect(savedFilterQuery('inbox', 'sort=price')).toBeUndefined();
    expect(savedFilterQuery('offers', 'status=draft&status=published')).toBeUndefined();
  });

  it('cleans a stored query of the names its list never keeps, as the migration does', () => {
    expect(withoutUnsavedNames('inbox', 'q=Jan&status=new')).toBe('status=new');
    expect(withoutUnsavedNames('offers', 'q=dom&status=draft')).toBe('q=dom&status=draft');
  });

  it('names the field a save gets wrong', () => {
    const refused = savedFilterSchema.safeParse({ list: 'offers', name: 'x', query: 'status=nonsense' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['query', 'invalid_value'],
    ]);
  });
});
