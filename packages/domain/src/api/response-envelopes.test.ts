import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  type List,
  listResponseSchema,
  type Paged,
  pagedResponseSchema,
  type Single,
  singleResponseSchema,
} from './response-envelopes';

const item = z.object({ id: z.number() });
type Item = z.output<typeof item>;

describe('answer envelopes (docs/decisions/003)', () => {
  it('types each envelope as its schema reads it', () => {
    expectTypeOf<z.output<ReturnType<typeof singleResponseSchema<typeof item>>>>().toEqualTypeOf<
      Single<Item>
    >();
    expectTypeOf<z.output<ReturnType<typeof listResponseSchema<typeof item>>>>().toEqualTypeOf<List<Item>>();
    expectTypeOf<z.output<ReturnType<typeof pagedResponseSchema<typeof item>>>>().toEqualTypeOf<
      Paged<Item>
    >();
  });

  it('reads a page with its meta and refuses one without', () => {
    const meta = { total: 1, page: 1, pages: 1, perPage: 6 };
    expect(pagedResponseSchema(item).parse({ data: [{ id: 1 }], meta })).toEqual({ data: [{ id: 1 }], meta });
    expect(pagedResponseSchema(item).safeParse({ data: [{ id: 1 }] }).success).toBe(false);
    expect(singleResponseSchema(item).parse({ data: { id: 2 } })).toEqual({ data: { id: 2 } });
    expect(listResponseSchema(item).parse({ data: [] })).toEqual({ data: [] });
  });
});
