import { WARRANTY_TEAM, type ClaimMessage, type MessageSide } from '../../../domain/claim-messages';
import type { Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { StaffContext, TenantActor } from '../../lib/request-context';
import { notifyClaimDealerIn } from '../notifications';
import {
  claimWithDealer,
  insertClaimMessage,
  listClaimMessages,
  type ClaimMessageRow,
} from './claim-messages.queries';

/** A message as its reader sees it: a dealer reads the staff's side as the team, not a person. */
export function toClaimMessage(row: ClaimMessageRow, reader: MessageSide): ClaimMessage {
  return {
    id: row.id,
    claimId: row.claimId,
    side: row.side,
    authorName: reader === 'dealer' && row.side === 'staff' ? WARRANTY_TEAM : row.authorName,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The conversation of a claim, inside the caller's transaction (the dealer's is narrowed by its role). */
export async function claimMessagesIn(tx: Tx, tenantId: number, claimId: number, reader: MessageSide) {
  return (await listClaimMessages(tx, tenantId, claimId)).map((row) => toClaimMessage(row, reader));
}

/** Adds a message to a claim on a dealer's ticket, audited, inside the caller's tenant transaction. */
export async function addClaimMessageIn(
  tx: Tx,
  actor: TenantActor & { user: { id: number; username: string } },
  claim: { claimId: number; ticketId: number },
  side: MessageSide,
  body: string,
) {
  const row = await insertClaimMessage(tx, {
    tenantId: actor.tenantId,
    ticketId: claim.ticketId,
    claimId: claim.claimId,
    side,
    authorUserId: actor.user.id,
    authorName: actor.user.username,
    body,
    createdAt: actor.now,
  });
  await recordAudit(tx, {
    tenantId: actor.tenantId,
    userId: actor.user.id,
    action: 'create',
    entity: 'claim_message',
    entityId: row.id,
    changes: { claimId: claim.claimId, side },
  });
  return toClaimMessage(row, side);
}

export const NO_DEALER = "This claim's ticket has no dealer: there is nobody to write to.";

async function dealerClaim(tx: Tx, tenantId: number, claimId: number) {
  const claim = await claimWithDealer(tx, tenantId, claimId);
  if (!claim) throw notFound('Claim');
  return claim;
}

export function staffClaimMessages(ctx: StaffContext, claimId: number) {
  return ctx.inTenant(async (tx) => {
    await dealerClaim(tx, ctx.tenantId, claimId);
    return claimMessagesIn(tx, ctx.tenantId, claimId, 'staff');
  });
}

export function postStaffClaimMessage(ctx: StaffContext, claimId: number, body: string) {
  return ctx.inTenant(async (tx) => {
    const claim = await dealerClaim(tx, ctx.tenantId, claimId);
    if (claim.dealerId === null) throw new AppError('CONFLICT', NO_DEALER);
    const actor = {
      tenantId: ctx.tenantId,
      user: { id: ctx.user.id, username: ctx.user.username },
      now: ctx.now,
    };
    const message = await addClaimMessageIn(tx, actor, claim, 'staff', body);
    await notifyClaimDealerIn(tx, actor, claimId, { kind: 'claim_message', body });
    return message;
  });
}
