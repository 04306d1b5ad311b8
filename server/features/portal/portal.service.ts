import type {
  PortalClaim,
  PortalClaimsQuery,
  PortalDealer,
  PortalNewClaim,
  PortalTicketsQuery,
} from '../../../domain/dealer-portal';
import { createWarrantySchema } from '../../../domain/warranties';
import type { AppDeps } from '../../lib/deps';
import type { DealerContext } from '../../lib/request-context';
import { tenantNameOf } from '../../lib/tenant-name';
import { notFound } from '../../lib/errors';
import { withTenant } from '../../db/client';
import { findDealer } from '../dealers';
import { createTicketIn } from '../tickets';
import { createWarrantyIn } from '../warranties';
import { addClaimMessageIn } from '../claim-messages';
import { dealerTicketPage, isDealerTicket } from './portal-tickets.queries';
import { dealerClaimPage, findDealerClaim } from './portal.queries';

const scopeOf = (ctx: DealerContext) => ({ tenantId: ctx.tenantId, dealerId: ctx.dealerId });

/** The dealer's own claim, found as the dealer; any other id is a 404. */
export async function ownClaim(ctx: DealerContext, claimId: number) {
  const claim = await ctx.inTenant((tx) => findDealerClaim(tx, scopeOf(ctx), claimId));
  if (!claim) throw notFound('Claim');
  return claim;
}

/** Who is signed in to the portal, and for which dealer. */
export async function portalDealer(ctx: DealerContext): Promise<PortalDealer> {
  const dealer = await ctx.inTenant((tx) => findDealer(tx, ctx.tenantId, ctx.dealerId));
  if (!dealer) throw notFound('Dealer');
  return {
    tenantName: tenantNameOf(ctx),
    username: ctx.user.username,
    dealer: {
      id: dealer.id,
      dealerName: dealer.dealerName,
      dealerCode: dealer.dealerCode,
      city: dealer.city,
      state: dealer.state,
    },
  };
}

export function portalClaims(ctx: DealerContext, query: PortalClaimsQuery) {
  return ctx.inTenant((tx) => dealerClaimPage(tx, scopeOf(ctx), query));
}

/** "Warranty claim: Michelin 245/45R19, DOT U2LL H4TR 5123": what the ticket list shows of it. */
function claimSubject(claim: PortalNewClaim): string {
  const tyre = [claim.tireBrand, claim.tireSize].filter(Boolean).join(' ');
  const parts = [tyre, claim.dotSerial].filter(Boolean).join(', ');
  return parts ? `Warranty claim: ${parts}` : 'Warranty claim';
}

export function portalTickets(ctx: DealerContext, query: PortalTicketsQuery) {
  return ctx.inTenant((tx) => dealerTicketPage(tx, scopeOf(ctx), query));
}

/**
 * A dealer files a claim, with the staff's checks and verdict: on one of its own tickets (found as
 * the dealer first: any other id is a 404), the problem becoming the claim's first message; or on
 * a new ticket of its own dealer for the customer. The dealer role writes nothing (decision 086):
 * the rows are built here, naming only the account's own dealer, and written as the tenant; the
 * answer is read back as the dealer.
 */
export async function fileDealerClaim(
  deps: AppDeps,
  ctx: DealerContext,
  input: PortalNewClaim,
): Promise<PortalClaim> {
  const { customer, problem, ticketId: ownTicketId, ...fields } = input;
  if (
    ownTicketId !== undefined &&
    !(await ctx.inTenant((tx) => isDealerTicket(tx, scopeOf(ctx), ownTicketId)))
  )
    throw notFound('Ticket');
  const actor = {
    tenantId: ctx.tenantId,
    user: { id: ctx.user.id, username: ctx.user.username },
    now: ctx.now,
  };
  const claimId = await withTenant(deps.database, ctx.tenantId, async (tx) => {
    const ticketId =
      ownTicketId ??
      (
        await createTicketIn(tx, actor, {
          subject: claimSubject(input),
          description: problem ?? '',
          priority: 'medium',
          category: 'technical',
          customer: customer ?? null,
          dealerId: ctx.dealerId,
        })
      ).id;
    const filed = await createWarrantyIn(
      tx,
      actor,
      // Every field the dealer left out, as the staff's form leaves it: empty.
      createWarrantySchema.parse({ ...fields, ticketId }),
      { source: 'dealer', intakeIncomplete: false },
    );
    if (ownTicketId !== undefined && problem)
      await addClaimMessageIn(tx, actor, { claimId: filed.id, ticketId }, 'dealer', problem);
    return filed.id;
  });
  const filed = await ctx.inTenant((tx) => findDealerClaim(tx, scopeOf(ctx), claimId));
  if (!filed) throw notFound('Claim');
  return filed;
}
