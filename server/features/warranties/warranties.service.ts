import type { z } from 'zod';
import type { ClaimSource } from '../../../domain/claim-workflow';
import { isMoneyLocked } from '../../../domain/claim-workflow';
import type { RoundingSettings } from '../../../domain/proration';
import {
  averageTreadReadings,
  fillClaimFigures,
  prorateWarrantyClaim,
  type createWarrantySchema,
  type updateWarrantySchema,
  type WarrantyFields,
  type WarrantyListQuery,
} from '../../../domain/warranties';
import type { Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { StaffContext, TenantActor } from '../../lib/request-context';
import { findDealer } from '../dealers';
import { lockWritableTicket, ticketExists } from '../tickets';
import {
  claimChangesOf,
  deletionRefusal,
  lockedEditRefusal,
  recordClaimDeletion,
  saveClaimChange,
} from './claim-records.service';
import {
  assertReadings,
  eligibilityColumns,
  readClaimTerms,
  roundingUnder,
  type ClaimTerms,
} from './claim-eligibility.service';
import { refreshSignals } from './claim-signals.service';
import { insertClaimEvents, lockClaims } from './claim-workflow.queries';
import { ownerFilterFor } from '../../../domain/claim-ownership';
import { claimSearchText } from './claim-search-text';
import { listQueuePage, ticketContactOf } from './claims-queue.queries';
import { toWarrantyDto, type WarrantyRow } from './warranty-dto';
import { deleteClaim, insertClaim } from './warranties.queries';

export type WarrantyPatch = z.output<typeof updateWarrantySchema>;

async function assertTicket(tx: Tx, ctx: StaffContext, ticketId: number) {
  if (!(await ticketExists(tx, ctx.tenantId, ticketId))) throw notFound('Ticket');
}

/** Reads only: a page is one statement (two with a ticket to check), without a transaction. */
export async function listWarrantyPage(ctx: StaffContext, query: WarrantyListQuery) {
  return ctx.readInTenant(async (tx) => {
    if (query.ticketId) await assertTicket(tx, ctx, query.ticketId);
    return listQueuePage(tx, ctx.tenantId, {
      ...query,
      owner: ownerFilterFor(query.owner, ctx.user.id),
      now: ctx.now,
    });
  });
}

/** A dealer credited must be one of the tenant's own (the foreign key alone would accept any). */
async function assertCreditedDealer(tx: Tx, tenantId: number, dealerId: number | null | undefined) {
  if (dealerId && !(await findDealer(tx, tenantId, dealerId)))
    throw new AppError('VALIDATION_ERROR', 'Dealer credited not found', {
      creditedDealerId: ['No such dealer'],
    });
}

/**
 * The claim's figures under its programme's or the tenant's rounding, its verdict and its search
 * text: every path that writes a claim's facts (filing, an edit, an adjustment) goes through here.
 */
async function derivedFields<T extends Partial<WarrantyFields>>(
  tx: Tx,
  tenantId: number,
  claim: T,
  ticketId: number,
  dates: { reference: Date; now: Date },
  terms: ClaimTerms,
) {
  const figures = fillClaimFigures(claim, roundingUnder(terms, claim), dates.reference);
  const contact = await ticketContactOf(tx, tenantId, ticketId);
  return {
    ...figures,
    ...eligibilityColumns(terms, figures, dates.now),
    searchText: claimSearchText(figures, contact),
  };
}

export async function createWarranty(ctx: StaffContext, input: z.output<typeof createWarrantySchema>) {
  return ctx.inTenant((tx) => createWarrantyIn(tx, ctx, input));
}

/** Creates a claim inside an open tenant transaction (also used by claims filed from calls). */
const FILED_BY: Record<ClaimSource, string | null> = {
  staff: null,
  voice_agent: 'Filed from a call',
  dealer: 'Filed by the dealer in the portal',
};

export async function createWarrantyIn(
  tx: Tx,
  ctx: TenantActor & { user: { id: number; username?: string } | null },
  input: z.output<typeof createWarrantySchema>,
  origin: { source: ClaimSource; intakeIncomplete: boolean } = { source: 'staff', intakeIncomplete: false },
) {
  const terms = await readClaimTerms(tx, ctx.tenantId);
  // Depths sent without a unit are in the unit the tenant works in.
  const claim = { ...input, treadUnit: input.treadUnit ?? terms.treadUnit };
  assertReadings(claim, ctx.now);
  await lockWritableTicket(tx, ctx.tenantId, input.ticketId);
  await assertCreditedDealer(tx, ctx.tenantId, input.creditedDealerId);
  // A claim from a call or a dealer waits for the team's review; staff start from a draft.
  const workflowStatus = origin.source === 'staff' ? 'draft' : 'needs_review';
  const filer = ctx.user?.id ?? null;
  const row = await insertClaim(tx, ctx.tenantId, {
    ...(await derivedFields(
      tx,
      ctx.tenantId,
      claim,
      input.ticketId,
      { reference: ctx.now, now: ctx.now },
      terms,
    )),
    ...origin,
    workflowStatus,
    filedByUserId: filer,
    moneyByUserId: filer,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  await insertClaimEvents(tx, ctx.tenantId, [
    {
      claimId: row.id,
      fromStatus: null,
      toStatus: workflowStatus,
      reason: FILED_BY[origin.source],
      userId: filer,
      userName: ctx.user?.username ?? (origin.source === 'voice_agent' ? 'Voice agent' : null),
      createdAt: ctx.now,
    },
  ]);
  await recordAudit(tx, {
    tenantId: ctx.tenantId,
    userId: filer,
    action: 'create',
    entity: 'warranty',
    entityId: row.id,
  });
  const signals = await refreshSignals(tx, ctx.tenantId, row.id);
  return toWarrantyDto({ ...row, signals });
}

const PERCENT_FIELDS = ['calculatedPercent', 'percentCredit'] as const;

/**
 * A percentage that was filled in from the readings follows the readings when they change;
 * one typed by staff stays as typed unless the patch changes it.
 */
function mergeWithProration(
  existing: WarrantyRow,
  patch: WarrantyPatch,
  rounding: RoundingSettings,
): Partial<WarrantyFields> {
  const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const merged: Partial<WarrantyFields> = { ...existing, ...defined };
  const averaged = averageTreadReadings(existing);
  if (
    patch.treadDepthProrationRemainingTreadDepth === undefined &&
    averaged !== null &&
    existing.treadDepthProrationRemainingTreadDepth === averaged
  )
    merged.treadDepthProrationRemainingTreadDepth = null;
  const before = prorateWarrantyClaim(existing, rounding);
  const autoFilled = {
    calculatedPercent: before && String(before.wornPercent),
    percentCredit: before && String(before.creditPercent),
  };
  for (const field of PERCENT_FIELDS) {
    if (patch[field] === undefined && existing[field] !== null && existing[field] === autoFilled[field])
      merged[field] = null;
  }
  return merged;
}

/** The claim as a patch leaves it, recomputed as when it was filed (an edit and an adjustment alike). */
export async function patchedClaim(tx: Tx, ctx: StaffContext, existing: WarrantyRow, patch: WarrantyPatch) {
  if (patch.ticketId !== undefined && patch.ticketId !== existing.ticketId)
    await assertTicket(tx, ctx, patch.ticketId);
  await assertCreditedDealer(tx, ctx.tenantId, patch.creditedDealerId);
  const { ticketId = existing.ticketId } = patch;
  const terms = await readClaimTerms(tx, ctx.tenantId);
  const merged = mergeWithProration(existing, patch, roundingUnder(terms, existing));
  const changed = new Set(
    Object.keys(patch).filter((key) => patch[key as keyof WarrantyPatch] !== undefined),
  );
  assertReadings(merged, ctx.now, changed);
  const dates = { reference: existing.createdAt, now: ctx.now };
  const derived = await derivedFields(tx, ctx.tenantId, merged, ticketId, dates, terms);
  return { ...existing, ...derived, ticketId } as WarrantyRow;
}

/**
 * Staff edit a claim being prepared; on a submitted claim only its handling fields (decision 068):
 * a change of its money or tyre facts is 403 for an agent, 409 for an admin (who adjusts instead).
 */
export async function editWarranty(ctx: StaffContext, id: number, patch: WarrantyPatch) {
  return ctx.inTenant(async (tx) => {
    const [existing] = await lockClaims(tx, ctx.tenantId, [id]);
    if (!existing) throw notFound('Warranty claim');
    const next = await patchedClaim(tx, ctx, existing, patch);
    const changes = await claimChangesOf(tx, ctx.tenantId, existing, next, patch);
    if (isMoneyLocked(existing.workflowStatus) && changes.locked.length > 0)
      throw lockedEditRefusal(ctx, existing);
    const row = await saveClaimChange(tx, ctx, { existing, next, changes, kind: 'edit', reason: null });
    return toWarrantyDto(row);
  });
}

/** Deletes a claim that never reached pending authorization, keeping what it held on its ticket. */
export async function removeWarranty(ctx: StaffContext, id: number) {
  await ctx.inTenant(async (tx) => {
    const [existing] = await lockClaims(tx, ctx.tenantId, [id]);
    if (!existing) throw notFound('Warranty claim');
    const refusal = await deletionRefusal(tx, ctx, existing);
    if (refusal) throw refusal;
    await deleteClaim(tx, ctx.tenantId, id);
    await recordClaimDeletion(tx, ctx, existing);
  });
}
