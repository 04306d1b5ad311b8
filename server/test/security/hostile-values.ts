import fc from 'fast-check';

/** Strings that have broken web APIs before: NUL, lone surrogates, bidi overrides, injections. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202egnp.exe',
  '\ufeffBOM',
  'e\u0301\u0301\u0301',
  '👨‍👩‍👧‍👦🇳🇿',
  '١٢٣',
  '１２３',
  "'; drop table tickets; --",
  "' or 1=1 --",
  '%00',
  '%',
  '_',
  '\\',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '\r\nX-Injected: 1',
  'NaN',
  'null',
  'undefined',
  'true',
  '-1',
  '0',
  '1e309',
  '0x1F',
  '9'.repeat(40),
];

export const oddString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** Up to ~300 KB of text (the body limit is 1 MiB), in one- to four-byte characters. */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('x', 'é', '中', '😀', '\u0000'), fc.integer({ min: 201, max: 75_000 }))
  .map(([char, count]) => char.repeat(count));

export const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1.5,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    1e21,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value of a type the field probably does not expect. */
export const wrongTyped: fc.Arbitrary<unknown> = fc.oneof(
  oddNumber,
  oddString,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(oddString, { maxLength: 3 }),
  fc.dictionary(oddString, oddString, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Keys a mass-assignment or prototype-pollution attempt would add. */
export const extraKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'tenantId',
  'tenant_id',
  'role',
  'isAdmin',
  'passwordHash',
  'userId',
  'createdAt',
  'isDisabled',
);

/** Path segments for an id parameter (sent percent-encoded byte by byte, '%' kept as is). */
export const oddPathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    '2147483648',
    '99999999999999999999999',
    'NaN',
    'null',
    '%00',
    '%2e%2e%2f',
    '%E0%A4%A',
    '..',
    ' 1',
    '1;select 1',
    "1'",
    'a'.repeat(300),
  ),
  oddString,
  fc.integer().map(String),
);

/** Raw request bodies sent as application/json that are not quite JSON objects. */
export const rawJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    'null',
    '[]',
    '"text"',
    '12',
    '{"a":1,"a":2}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '['.repeat(5000) + ']'.repeat(5000),
    '{"a":'.repeat(2000) + '1' + '}'.repeat(2000),
    '\ufeff{}',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? 'null'),
);

export const oddContentType = fc.constantFrom(
  'application/json; charset=utf-16',
  'application/JSON',
  'application/json-patch+json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/plain',
  'application/xml',
  '',
);
