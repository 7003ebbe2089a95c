import { describe, expect, it } from 'vitest';
import { EVENTS_FIRST_PAGE, PAGE_SIZE } from './constants';
import { pageCount, pageMeta, pageOffset } from './paging';

describe('paging (SPEC §9: page size 6; events put 4 on the first page)', () => {
  it.each([
    [0, 6, 0],
    [1, 6, 1],
    [6, 6, 1],
    [7, 6, 2],
    [13, 6, 3],
  ])('%i items at %i a page make %i pages', (total, perPage, pages) => {
    expect(pageMeta(total, 1, perPage).pages).toBe(pages);
    expect(pageCount(total, perPage)).toBe(pages);
  });

  it.each([
    // [page, offset] with firstPage 4, then 6
    [1, 0],
    [2, 4],
    [3, 10],
    [4, 16],
  ])('events page %i starts at item %i', (page, offset) => {
    expect(pageOffset(page, PAGE_SIZE, EVENTS_FIRST_PAGE)).toBe(offset);
  });

  it.each([
    [0, 0],
    [4, 1],
    [5, 2],
    [10, 2],
    [11, 3],
  ])('%i events make %i pages', (total, pages) => {
    expect(pageCount(total, PAGE_SIZE, EVENTS_FIRST_PAGE)).toBe(pages);
  });

  it('offsets plain pages by the page size', () => {
    expect(pageOffset(3, 6)).toBe(12);
  });
});
