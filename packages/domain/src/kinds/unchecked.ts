import { z } from 'zod';

/**
 * A field's schema without its own checks on a value (ranges, lengths, patterns, refinements), keeping
 * its shape (type, null, lists and objects, a fixed choice): what a stored value must be to be read.
 * What a check writes (trimmed, upper case) is kept. A row written before a check, or straight to its table (an old import, another system), may hold a
 * latitude outside Poland; it is still answered, so staff can open it and are told on saving it.
 */
export function unchecked(schema: z.core.$ZodType): z.ZodType {
  // Every schema of the domain is zod's classic one (what `clone` and `nullable` are methods of).
  if (!(schema instanceof z.ZodType)) throw new TypeError('Not a zod schema');
  if (schema instanceof z.ZodNullable) return unchecked(schema.unwrap()).nullable();
  if (schema instanceof z.ZodOptional) return unchecked(schema.unwrap()).optional();
  if (schema instanceof z.ZodDefault) return unchecked(schema.unwrap()).default(schema.def.defaultValue);
  if (schema instanceof z.ZodArray) return z.array(unchecked(schema.element));
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape).map(([name, inner]) => [name, unchecked(inner)]),
    );
    return schema.clone({ ...schema.def, shape, checks: [] });
  }
  // What a check writes (a text trimmed, made upper case) stays: a read answers what a write would.
  const checks = schema.def.checks ?? [];
  const writes = checks.filter((check) => check._zod.def.check === 'overwrite');
  return writes.length < checks.length ? schema.clone({ ...schema.def, checks: writes }) : schema;
}
