import fc from 'fast-check';
import { SQL_PAYLOADS, UNICODE_EDGE_CASES, XSS_PAYLOADS } from './hostile-values';

/** The part of JSON Schema (as @fastify/swagger writes our zod schemas) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

/**
 * Field names whose values have rules JSON Schema cannot state (refinements in the zod schemas).
 * Free-text fields also carry a payload, so that valid requests bring it to the handlers.
 */
const TEXT_HINTS: Array<[RegExp, fc.Arbitrary<string>, { payloads: boolean }]> = [
  [
    /^slug$/,
    fc.constantFrom('o-nas', 'about-us', 'polityka-prywatnosci', 'regulamin-serwisu', 'brak'),
    { payloads: false },
  ],
  [
    /^(name|firstName|lastName|firm)$/,
    fc.constantFrom('Jan', 'Anna Nowak', 'Łucja Żółć-Gęślarz', 'Spółka z o.o.'),
    { payloads: true },
  ],
  [
    /^message$/,
    fc.constantFrom('Proszę o kontakt w sprawie tej nieruchomości.', 'Interested in this plot, please call.'),
    { payloads: true },
  ],
  [/^phone$/, fc.constantFrom('+48 600 100 200', '22 123 45 67', '600100200'), { payloads: false }],
  [
    /mail/i,
    fc.constantFrom('jan.kowalski@example.pl', 'Anna.Nowak+test@firma.com.pl', 'x@y.eu', 'biuro@łódź.pl'),
    { payloads: false },
  ],
  [
    /^voivodeship$/,
    fc.constantFrom('', 'mazowieckie', 'mazowieckie,Łódzkie', 'śląskie, pomorskie', 'nieznane'),
    { payloads: false },
  ],
];

/** Numeric fields that take only some values of their range (property types, voivodeship codes). */
const NUMBER_HINTS: Array<[RegExp, fc.Arbitrary<number>]> = [
  [/^typeProperty$/, fc.integer({ min: 1, max: 8 })],
  [/^localizationVoivodeship$/, fc.integer({ min: 1, max: 16 }).map((index) => index * 2)],
  // The offers' kind list filters (decision 052): a transaction, a voivodeship code, an agent card.
  [/^typeClassified$/, fc.integer({ min: 1, max: 2 })],
  [/^voivodeship$/, fc.integer({ min: 1, max: 16 }).map((index) => index * 2)],
  [/^agentId$/, fc.integer({ min: 1, max: 1_000 })],
];

/**
 * Text that fits a string schema: plain words, addresses, and the hostile payloads that a valid
 * request may still carry (a name may legally be `<script>`; the server must store it inertly).
 */
function stringArbitrary(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const hint = TEXT_HINTS.find(([pattern]) => pattern.test(name));
  if (hint) {
    const [, values, { payloads }] = hint;
    if (!payloads) return values;
    const withPayload = fc.tuple(values, fc.constantFrom(...XSS_PAYLOADS, ...SQL_PAYLOADS));
    return fc.oneof(
      values,
      withPayload.map(([text, payload]) => `${text} ${payload}`),
    );
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 200, 200);
  const fits = (text: string) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity);
  const payloads = [...XSS_PAYLOADS, ...SQL_PAYLOADS, ...UNICODE_EDGE_CASES].filter(fits);
  const options: fc.Arbitrary<string>[] = [
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
  ];
  if (payloads.length > 0) options.push(fc.constantFrom(...payloads));
  return fc.oneof(...options);
}

function numberArbitrary(schema: JsonSchema, integer: boolean, name: string): fc.Arbitrary<number> {
  const hint = NUMBER_HINTS.find(([pattern]) => pattern.test(name))?.[1];
  if (hint) return hint;
  const min = schema.minimum ?? schema.exclusiveMinimum;
  const max = schema.maximum ?? schema.exclusiveMaximum;
  if (integer) {
    const low =
      min === undefined
        ? Number.MIN_SAFE_INTEGER
        : Math.ceil(min + (schema.exclusiveMinimum === undefined ? 0 : 1));
    const high =
      max === undefined
        ? Number.MAX_SAFE_INTEGER
        : Math.floor(max - (schema.exclusiveMaximum === undefined ? 0 : 1));
    return fc.integer({ min: low, max: high });
  }
  return fc.double({
    min: min ?? -1e12,
    max: max ?? 1e12,
    minExcluded: schema.exclusiveMinimum !== undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** An arbitrary of values the schema accepts (as far as JSON Schema can say; refinements aside). */
export function schemaArbitrary(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => schemaArbitrary(variant, name)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema, name);
    case 'integer':
      return numberArbitrary(schema, true, name);
    case 'number':
      return numberArbitrary(schema, false, name);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schemaArbitrary(schema.items ?? {}, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) record[key] = schemaArbitrary(property, key);
      return fc.record(record, { requiredKeys: [...required].filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
