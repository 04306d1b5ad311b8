import type { ClaimCounters, ClaimView } from '../../../domain/api-types';
import type { PackageClaim } from '../../../domain/claim-package';
import type { Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import { findDealer } from '../dealers';
import { staffNames } from '../tickets';
import { listClaimCredits } from './claim-credits.queries';
import { listClaimEvents } from './claim-workflow.queries';
import { queueCounters, ticketContactOf } from './claims-queue.queries';
import { toWarrantyDto } from './warranty-dto';
import { findClaim, listTicketClaims } from './warranties.queries';

export async function claimView(ctx: StaffContext, id: number): Promise<ClaimView> {
  return ctx.inTenant(async (tx) => {
    const claim = await findClaim(tx, ctx.tenantId, id);
    if (!claim) throw notFound('Warranty claim');
    const contact = await ticketContactOf(tx, ctx.tenantId, claim.ticketId);
    const history = await listClaimEvents(tx, ctx.tenantId, id);
    const credits = await listClaimCredits(tx, ctx.tenantId, id);
    const credited = claim.creditedDealerId
      ? await findDealer(tx, ctx.tenantId, claim.creditedDealerId)
      : undefined;
    if (!contact) throw notFound('Ticket');
    const owner = await ownerOf(tx, claim.ownerUserId);
    return {
      claim: toWarrantyDto(claim),
      ticket: {
        id: claim.ticketId,
        number: contact.ticketNumber,
        subject: contact.subject,
        status: contact.status,
        priority: contact.priority,
      },
      customer: contact.customerId
        ? {
            id: contact.customerId,
            name: `${contact.customerFirstName ?? ''} ${contact.customerLastName ?? ''}`.trim(),
            phone: contact.customerPhone ?? '',
            email: contact.customerEmail,
          }
        : null,
      dealer: contact.dealerId
        ? {
            id: contact.dealerId,
            dealerName: contact.dealerName ?? '',
            dealerCode: contact.dealerCode ?? '',
            contactName: contact.dealerContact ?? '',
            phone: contact.dealerPhone ?? '',
            city: contact.dealerCity ?? '',
            state: contact.dealerState ?? '',
          }
        : null,
      creditedDealerName: credited?.dealerName ?? null,
      owner,
      history,
      credits,
    };
  });
}

/** The claim's owner by name; one who left the tenant reads as nobody, as on tickets (decision 046). */
async function ownerOf(tx: Tx, ownerUserId: number | null) {
  if (ownerUserId === null) return null;
  const name = (await staffNames(tx, [ownerUserId])).get(ownerUserId);
  return name === undefined ? null : { id: ownerUserId, name };
}

/** Every claim of a ticket, oldest first, with its history, its ledger rows and the dealer it credits. */
export async function ticketClaimsIn(tx: Tx, tenantId: number, ticketId: number): Promise<PackageClaim[]> {
  const rows = await listTicketClaims(tx, tenantId, ticketId);
  const claims: PackageClaim[] = [];
  for (const row of rows) {
    const history = await listClaimEvents(tx, tenantId, row.id);
    const credits = await listClaimCredits(tx, tenantId, row.id);
    const credited = row.creditedDealerId ? await findDealer(tx, tenantId, row.creditedDealerId) : undefined;
    const creditedDealerName = credited?.dealerName ?? null;
    claims.push({ claim: toWarrantyDto(row), creditedDealerName, history, credits });
  }
  return claims;
}

export async function claimCounters(ctx: StaffContext): Promise<ClaimCounters> {
  const today = ctx.now.toISOString().slice(0, 10);
  return ctx.inTenant((tx) => queueCounters(tx, ctx.tenantId, today));
}
