/**
 * Warranty claims: the per-ticket claims and the claims queue, the claim view and its workflow,
 * and what other features read of them (the voice agent files claims, exports and reports read them).
 */
export { createWarrantyIn } from './warranties.service';
export { refreshTicketClaimsSearch } from './claim-search-text';
export { listClaims } from './warranties.queries';
export { toWarrantyDto } from './warranty-dto';
export { claimFilterOf } from './claims-queue.queries';
export { listContactClaims } from './contact-claims.queries';
export { countCreditedClaims } from './claim-credits.queries';
export { ticketClaimsIn } from './claim-view.service';
export { judgeSignalsOf } from './claim-signals.service';
/** What a claim is filed under: the eligibility benchmark times it with and without programmes. */
export { readClaimTerms } from './claim-eligibility.service';
export { recomputeClaimDueBatch, takeClaimDueWarnings } from './claim-due';
