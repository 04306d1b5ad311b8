import { eq, sql } from 'drizzle-orm';
import { DEFAULT_CLAIM_SETTINGS, type ClaimSettings } from '../../../domain/claim-policy';
import type { Tx } from '../../db/client';
import { claimSettings } from '../../db/schema';

/** The tenant's claim policy; a tenant without a row has the defaults (decisions 031 and 068). */
export async function readClaimSettings(tx: Tx, tenantId: number): Promise<ClaimSettings> {
  const [row] = await tx.select().from(claimSettings).where(eq(claimSettings.tenantId, tenantId)).limit(1);
  if (!row) return DEFAULT_CLAIM_SETTINGS;
  return {
    tread: row.treadRounding,
    mileage: row.mileageRounding,
    fourEyes: row.fourEyes,
    agentsMayAuthorize: row.agentsMayAuthorize,
    agentAuthorizationLimitCents: row.agentAuthorizationLimitCents,
    treadUnit: row.treadUnit,
  };
}

export async function writeClaimSettings(tx: Tx, tenantId: number, settings: ClaimSettings, now: Date) {
  const values = {
    treadRounding: settings.tread,
    mileageRounding: settings.mileage,
    fourEyes: settings.fourEyes,
    agentsMayAuthorize: settings.agentsMayAuthorize,
    agentAuthorizationLimitCents: settings.agentAuthorizationLimitCents,
    treadUnit: settings.treadUnit,
    updatedAt: now,
  };
  await tx
    .insert(claimSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: claimSettings.tenantId, set: values });
}

/**
 * The tenant's next credit-note number, taken by one upsert: the row's lock makes a concurrent
 * reversal wait for this transaction, so two never get the same number, and a number taken is
 * never given again (a rolled-back transaction gives its number back with it).
 */
export async function takeCreditNoteNumber(tx: Tx, tenantId: number): Promise<number> {
  const [row] = await tx
    .insert(claimSettings)
    .values({ tenantId, lastCreditNoteNumber: 1 })
    .onConflictDoUpdate({
      target: claimSettings.tenantId,
      set: { lastCreditNoteNumber: sql`${claimSettings.lastCreditNoteNumber} + 1` },
    })
    .returning({ number: claimSettings.lastCreditNoteNumber });
  return row!.number;
}
