import { eq, sql } from 'drizzle-orm';
import { DEFAULT_CLAIM_SETTINGS, type ClaimSettings } from '../../../domain/claim-policy';
import type { ProgrammeTerms } from '../../../domain/eligibility';
import { rowsOf, type Tx } from '../../db/client';
import { claimSettings } from '../../db/schema';
import { programmeTermsJson } from '../programmes';

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

/**
 * The tenant's rounding and tread unit with its warranty programmes, in one statement of two
 * scalar subqueries (the cheapest shape on the embedded database, where each statement costs
 * more than its work): a claim's figures and verdict are taken under them.
 */
export async function readPolicyWithProgrammes(tx: Tx, tenantId: number, withProgrammes = true) {
  const policy = sql`(select json_build_object('tread', ${claimSettings.treadRounding},
    'mileage', ${claimSettings.mileageRounding}, 'treadUnit', ${claimSettings.treadUnit})
    from ${claimSettings} where ${claimSettings.tenantId} = ${tenantId})`;
  const [row] = rowsOf<{ policy: PolicyTerms | null; programmes: ProgrammeTerms[] }>(
    await tx.execute(
      withProgrammes
        ? sql`select ${policy} as policy, ${programmeTermsJson(sql`${tenantId}`)} as programmes`
        : sql`select ${policy} as policy`,
    ),
  );
  const { tread, mileage, treadUnit } = DEFAULT_CLAIM_SETTINGS;
  return { policy: row?.policy ?? { tread, mileage, treadUnit }, programmes: row?.programmes ?? [] };
}
type PolicyTerms = Pick<ClaimSettings, 'tread' | 'mileage' | 'treadUnit'>;

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
