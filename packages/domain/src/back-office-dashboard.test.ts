import { describe, expect, it } from 'vitest';
import { rankByEnquiriesPerView } from './back-office-dashboard';

const offer = (id: number, views: number, submissions: number) => ({ id, views, submissions });

describe('the dashboard’s ranking by enquiries per view', () => {
  it('puts offers with enquiries best first and the others worst first, each offer once, unviewed ones out', () => {
    const rows = [
      offer(1, 10, 3),
      offer(2, 20, 1),
      offer(3, 5, 0),
      offer(4, 50, 0),
      offer(5, 0, 2),
      offer(6, 10, 1),
    ];
    const { top, bottom } = rankByEnquiriesPerView(rows, 5);
    expect(top.map((row) => row.id)).toEqual([1, 6, 2]);
    // The same ratio (none): the one more people saw comes first.
    expect(bottom.map((row) => row.id)).toEqual([4, 3]);
  });

  it('keeps each end to the limit, the worst end taken from the offers left', () => {
    const rows = Array.from({ length: 12 }, (_, index) => offer(index + 1, 100, index + 1));
    const { top, bottom } = rankByEnquiriesPerView(rows, 5);
    expect(top.map((row) => row.id)).toEqual([12, 11, 10, 9, 8]);
    expect(bottom.map((row) => row.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
