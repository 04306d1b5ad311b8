import fc from 'fast-check';
import { z } from 'zod';
import { idParam } from '../../../domain/fields';
import { ROUNDING_POLICIES } from '../../../domain/proration';
import { createProgrammeSchema, updateProgrammeSchema } from '../../../domain/warranty-programmes';
import type { FuzzIds } from './fuzz-pools';
import { ADMINS, STAFF, type RouteSpec } from './route-spec';

const byId = z.object({ id: idParam });
const brand = fc.constantFrom('Vantera', 'Kestrel', 'Oskarsson', 'Michelin');
const terms = fc.record({
  name: fc.stringMatching(/^[A-Z][a-z]{3,12} (Touring|Highway|Trail)$/),
  brands: fc.array(brand, { minLength: 1, maxLength: 3 }),
  productLines: fc.array(fc.constantFrom('Cirrus', 'Stratus HT'), { maxLength: 2 }),
  basis: fc.constant('workmanship' as const),
  yearsFromPurchase: fc.integer({ min: 1, max: 8 }),
  yearsFromManufacture: fc.integer({ min: 1, max: 10 }),
  freeReplacementPercent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  rounding: fc.constantFrom(...ROUNDING_POLICIES),
  photoRequired: fc.boolean(),
});
/** One of Alpha's pooled programmes, or a small id that may be nobody's (or Bravo's). */
const someId = (ids: FuzzIds) =>
  fc.oneof(fc.constantFrom(...ids.alpha.programmes), fc.integer({ min: 1, max: 5 }));

/** Warranty programmes: staff read them, tenant admins change them (decision 071). */
export const PROGRAMME_ROUTES: RouteSpec[] = [
  { method: 'GET', path: '/api/programmes', access: STAFF, schemas: {}, valid: () => fc.constant({}) },
  {
    method: 'GET',
    path: '/api/programmes/{id}',
    access: STAFF,
    schemas: { params: byId },
    valid: (ids) => someId(ids).map((id) => ({ params: { id } })),
  },
  {
    method: 'POST',
    path: '/api/programmes',
    access: ADMINS,
    schemas: { body: createProgrammeSchema },
    valid: () => terms.map((body) => ({ body })),
  },
  {
    method: 'PATCH',
    path: '/api/programmes/{id}',
    access: ADMINS,
    schemas: { params: byId, body: updateProgrammeSchema },
    valid: (ids) =>
      fc
        .tuple(someId(ids), fc.integer({ min: 1, max: 8 }), fc.boolean())
        .map(([id, yearsFromPurchase, photoRequired]) => ({
          params: { id },
          body: { yearsFromPurchase, photoRequired },
        })),
  },
  {
    method: 'DELETE',
    path: '/api/programmes/{id}',
    access: ADMINS,
    schemas: { params: byId },
    valid: (ids) => someId(ids).map((id) => ({ params: { id } })),
  },
];
