import { z } from 'zod';
import type { ErrorCode } from '../error-codes';
import type { FieldMap, ValuesOf } from './kind';

type Rules<F extends FieldMap> = (
  values: ValuesOf<F>,
  issue: (field: keyof F & string, code: ErrorCode) => void,
) => void;

/** One object of `item`'s fields, strict, with the rules across them (issues named by the inner field). */
function objectOf<const F extends FieldMap>(item: F, rules?: Rules<F>): z.ZodType<ValuesOf<F>> {
  const shape = Object.fromEntries(Object.entries(item).map(([name, field]) => [name, field.schema]));
  return z
    .object(shape)
    .strict()
    .superRefine((input, ctx) => {
      rules?.(input as ValuesOf<F>, (field, code) =>
        ctx.addIssue({ code: 'custom', path: [field], message: code }),
      );
    }) as unknown as z.ZodType<ValuesOf<F>>;
}

/**
 * A `repeat` field (decision 052 §3.2): a list of at most `max` like items of `item`'s fields, first to
 * last (the home page's slides). Its schema and widget are made from the one description, so a slide's
 * fields are declared once; an error names its place, `slider.2.link`.
 */
export function repeatField<const F extends FieldMap>(
  item: F,
  { max, rules }: { max: number; rules?: Rules<F> },
) {
  return {
    schema: z.array(objectOf(item, rules), 'invalid_value').max(max, 'too_long'),
    widget: { type: 'repeat', item, max },
  } as const;
}

/**
 * A `group` field: `item`'s fields kept together in one object (who-we-are), or, `optional`, that
 * object or null (the promotion, shown or not). Errors name the inner field, `popup.endsAt`.
 */
export function groupField<const F extends FieldMap>(item: F, rules?: Rules<F>) {
  return { schema: objectOf(item, rules), widget: { type: 'group', item, optional: false } } as const;
}

export function optionalGroupField<const F extends FieldMap>(item: F, rules?: Rules<F>) {
  return {
    schema: objectOf(item, rules).nullable(),
    widget: { type: 'group', item, optional: true },
  } as const;
}
