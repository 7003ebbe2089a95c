import fc from 'fast-check';

/** Script injection attempts, as a visitor could paste them into any text field. */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(document.cookie)>',
  "javascript:alert('x')",
  '<svg/onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '{{constructor.constructor("alert(1)")()}}',
  '<iframe srcdoc="<script>alert(1)</script>">',
] as const;

/** SQL metacharacters and classic injection strings; LIKE wildcards included. */
export const SQL_PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE offers; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "1' UNION SELECT null, sqlite_version() --",
  '%',
  '_',
  '\\',
  '%%_\\%',
  '/* */',
] as const;

/** Strings that break naive handling of Unicode, encodings and lengths. */
export const UNICODE_EDGE_CASES = [
  '',
  ' ',
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\u202Egnp.exe',
  '\u200B\u200C\u200D\uFEFF',
  'Zaż\u00F3łć gęślą jaźń',
  'e\u0301\u0301\u0301\u0301',
  '🏠🏢🏬'.repeat(20),
  '\r\n\r\nX-Injected: 1',
  '..%2F..%2Fetc%2Fpasswd',
  '../../../../etc/passwd',
  'a'.repeat(10_000),
] as const;

/** Numbers at and beyond the edges of what JSON and databases hold. */
const NUMBER_EDGE_CASES = [
  0,
  -0,
  -1,
  0.5,
  1e-320,
  2 ** 31,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_SAFE_INTEGER,
] as const;

/** JSON texts a parser or schema validator must survive (sent raw, not through JSON.stringify). */
export const RAW_BODIES = [
  '',
  'null',
  '[]',
  '"text"',
  '{',
  '{"a":}',
  '{"currentPage":1e999}',
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"email":"a@b.pl","__proto__":{"isAdmin":true}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
  '\uFEFF{}',
  '{"a":"\\ud800"}',
] as const;

const protoKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString');

/** Any hostile scalar: text payloads, edge numbers, wrong JSON types. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...XSS_PAYLOADS, ...SQL_PAYLOADS, ...UNICODE_EDGE_CASES),
  fc.constantFrom<unknown>(...NUMBER_EDGE_CASES),
  fc.constantFrom<unknown>(null, true, false, 'true', 'false', '1', '-1', 'NaN', 'Infinity', '1e999', '0x10'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);

/** A hostile value of any JSON shape: scalars, arrays, objects with prototype keys, nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.oneof(protoKeys, fc.string({ maxLength: 8 })), hostileScalar) },
  { weight: 1, arbitrary: fc.jsonValue({ depthSize: 'large', maxDepth: 12 }) },
);

/** Property names to smuggle into an object: unknown fields and prototype pollution keys. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  protoKeys,
  fc.string({ minLength: 1, maxLength: 20 }),
);
