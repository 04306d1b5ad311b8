import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROUNDING_POLICIES } from '../../../domain/proration';
import { PROGRAMME_BASES } from '../../../domain/warranty-programmes';
import { createdAt, updatedAt } from './columns';
import { tenantRef } from './platform';

/** Each tenant's warranty programmes (migration 0021, decision 071). */
export const warrantyProgrammes = pgTable(
  'warranty_programmes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    brands: jsonb('brands').$type<string[]>().notNull().default([]),
    productLines: jsonb('product_lines').$type<string[]>().notNull().default([]),
    basis: text('basis', { enum: PROGRAMME_BASES }).notNull(),
    mileageWarranty: integer('mileage_warranty'),
    yearsFromPurchase: integer('years_from_purchase').notNull(),
    yearsFromManufacture: integer('years_from_manufacture').notNull(),
    freeReplacementMiles: integer('free_replacement_miles'),
    freeReplacementPercent: integer('free_replacement_percent'),
    rounding: text('rounding', { enum: ROUNDING_POLICIES }).notNull().default('nearest'),
    photoRequired: boolean('photo_required').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('warranty_programmes_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`)],
);
