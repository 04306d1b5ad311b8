import { and, asc, eq, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ProgrammeTerms } from '../../../domain/eligibility';
import type { Tx } from '../../db/client';
import { warrantyProgrammes as programmes } from '../../db/schema';

export type ProgrammeRow = typeof programmes.$inferSelect;
export type ProgrammeValues = Omit<typeof programmes.$inferInsert, 'id' | 'tenantId'>;

/** A tenant's programmes by name: a handful per tenant, read whole. */
export const listProgrammes = (tx: Tx, tenantId: number) =>
  tx
    .select()
    .from(programmes)
    .where(eq(programmes.tenantId, tenantId))
    .orderBy(asc(programmes.name), asc(programmes.id));

/**
 * The tenant's programme terms as one JSON array in the same order, for a statement that reads
 * them beside other terms: a claim's filing reads them with the tenant's claim policy in one
 * round trip (docs/decisions/071).
 */
export const programmeTermsJson = (tenantId: SQL | Placeholder) => sql<ProgrammeTerms[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${programmes.id}, 'name', ${programmes.name}, 'brands', ${programmes.brands},
    'productLines', ${programmes.productLines}, 'basis', ${programmes.basis},
    'mileageWarranty', ${programmes.mileageWarranty}, 'yearsFromPurchase', ${programmes.yearsFromPurchase},
    'yearsFromManufacture', ${programmes.yearsFromManufacture},
    'freeReplacementMiles', ${programmes.freeReplacementMiles},
    'freeReplacementPercent', ${programmes.freeReplacementPercent},
    'photoRequired', ${programmes.photoRequired}, 'rounding', ${programmes.rounding}
  ) order by ${programmes.name}, ${programmes.id})
  from ${programmes} where ${programmes.tenantId} = ${tenantId}), '[]'::json)`;

export async function findProgramme(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(programmes)
    .where(and(eq(programmes.tenantId, tenantId), eq(programmes.id, id)))
    .limit(1);
  return row;
}

export async function programmeNameTaken(tx: Tx, tenantId: number, name: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: programmes.id })
    .from(programmes)
    .where(
      and(
        eq(programmes.tenantId, tenantId),
        sql`lower(${programmes.name}) = lower(${name})`,
        exceptId ? ne(programmes.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertProgramme(tx: Tx, tenantId: number, values: ProgrammeValues) {
  const [row] = await tx
    .insert(programmes)
    .values({ ...values, tenantId })
    .returning();
  return row!;
}

export async function updateProgramme(
  tx: Tx,
  tenantId: number,
  id: number,
  values: Partial<ProgrammeValues>,
) {
  const [row] = await tx
    .update(programmes)
    .set(values)
    .where(and(eq(programmes.tenantId, tenantId), eq(programmes.id, id)))
    .returning();
  return row!;
}

export const deleteProgramme = (tx: Tx, tenantId: number, id: number) =>
  tx.delete(programmes).where(and(eq(programmes.tenantId, tenantId), eq(programmes.id, id)));
