import fc from 'fast-check';
import type { FuzzIds } from './fuzz-pools';
import { extraKey, hugeString, oddNumber, oddPathSegment, oddString, wrongTyped } from './hostile-values';
import type { Parts, RouteSpec } from './route-spec';

/** A request's parts after a mutation, and the mutation's name (for the per-route statistics). */
export type Mutated = { kind: string; parts: Parts; rawBody?: { text: string; contentType?: string } };

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys a part may carry: the route schema's keys and whatever the valid request holds. */
function keysOf(schemaKeys: string[], value: unknown): string[] {
  return [...new Set([...schemaKeys, ...(isRecord(value) ? Object.keys(value) : [])])];
}

/** Replaces some keys of a record with values from an arbitrary. */
function replaceSome(record: unknown, keys: string[], values: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  if (keys.length === 0) return fc.constant(record);
  return fc
    .tuple(
      fc.subarray(keys, { minLength: 1 }),
      fc.array(values, { minLength: keys.length, maxLength: keys.length }),
    )
    .map(([chosen, replacements]) => {
      const next: Fields = isRecord(record) ? { ...record } : {};
      chosen.forEach((key, index) => (next[key] = replacements[index]));
      return next;
    });
}

const ID_KEY = /(^id$|Id$)/;

function bravoIds(ids: FuzzIds): number[] {
  const { bravo } = ids;
  return [
    bravo.ticket,
    bravo.customer,
    bravo.dealer,
    bravo.note,
    bravo.claim,
    bravo.attachment,
    bravo.sacrificialUser,
    bravo.tenant,
  ];
}

/** Every way a valid request is turned hostile; weights favour the ones that reach deeper code. */
export function mutationsOf(route: RouteSpec, ids: FuzzIds, parts: Parts): fc.Arbitrary<Mutated> {
  const bodyKeys = keysOf(Object.keys(route.schemas.body?.shape ?? {}), parts.body);
  const queryKeys = keysOf(Object.keys(route.schemas.query?.shape ?? {}), parts.query);
  const paramKeys = Object.keys(parts.params ?? {});
  const withBody = (kind: string, body: fc.Arbitrary<unknown>) =>
    body.map((value): Mutated => ({ kind, parts: { ...parts, body: value } }));
  const foreign = fc.constantFrom(...bravoIds(ids));
  const hostileQuery = fc.dictionary(oddString, fc.oneof(oddString, fc.array(oddString, { maxLength: 3 })), {
    maxKeys: 4,
  });
  const options: Array<{ weight: number; arbitrary: fc.Arbitrary<Mutated> }> = [
    { weight: 6, arbitrary: fc.constant({ kind: 'valid', parts }) },
    { weight: 2, arbitrary: withBody('wrong-type', replaceSome(parts.body, bodyKeys, wrongTyped)) },
    { weight: 2, arbitrary: withBody('odd-string', replaceSome(parts.body, bodyKeys, oddString)) },
    { weight: 1, arbitrary: withBody('huge-string', replaceSome(parts.body, bodyKeys, hugeString)) },
    { weight: 2, arbitrary: withBody('odd-number', replaceSome(parts.body, bodyKeys, oddNumber)) },
    {
      weight: 1,
      arbitrary: withBody(
        'extra-keys',
        fc.dictionary(extraKey, wrongTyped, { minKeys: 1, maxKeys: 4 }).map((extra) => ({
          ...(isRecord(parts.body) ? parts.body : {}),
          ...extra,
        })),
      ),
    },
    {
      weight: 1,
      arbitrary: withBody(
        'missing-keys',
        fc
          .subarray(bodyKeys)
          .map((kept) =>
            Object.fromEntries(
              Object.entries(isRecord(parts.body) ? parts.body : {}).filter(([key]) => kept.includes(key)),
            ),
          ),
      ),
    },
    { weight: 1, arbitrary: withBody('not-an-object', wrongTyped) },
    {
      weight: 2,
      arbitrary: fc.tuple(foreign, foreign).map(([a, b]): Mutated => {
        const swap = (record: unknown, id: number) =>
          isRecord(record)
            ? Object.fromEntries(
                Object.entries(record).map(([key, value]) => [key, ID_KEY.test(key) ? id : value]),
              )
            : record;
        const params = parts.params ? (swap(parts.params, a) as Parts['params']) : undefined;
        return {
          kind: 'foreign-id',
          parts: { ...parts, params, query: swap(parts.query, b) as Fields, body: swap(parts.body, b) },
        };
      }),
    },
  ];
  if (paramKeys.length > 0) {
    options.push({
      weight: 2,
      arbitrary: fc
        .array(oddPathSegment, { minLength: paramKeys.length, maxLength: paramKeys.length })
        .map((values) => ({
          kind: 'odd-path',
          parts: {
            ...parts,
            params: Object.fromEntries(paramKeys.map((key, index) => [key, values[index]!])),
          },
        })),
    });
  }
  options.push({
    weight: queryKeys.length > 0 ? 2 : 1,
    arbitrary: fc
      .oneof(replaceSome(parts.query, queryKeys, fc.oneof(oddString, oddNumber, hugeString)), hostileQuery)
      .map((query) => ({ kind: 'odd-query', parts: { ...parts, query: query as Fields } })),
  });
  return fc.oneof(...options);
}
