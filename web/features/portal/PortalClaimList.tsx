import { WAITING_FOR } from '@domain/claim-labels';
import type { PortalClaim } from '@domain/dealer-portal';
import { formatMoney } from '@domain/display';
import { ticketLabel } from '@domain/ticket-labels';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { EligibilityBadge, WorkflowBadge } from '../claims';
import { PortalClaimMessages } from './PortalClaimMessages';
import { PortalClaimPhotos } from './PortalClaimPhotos';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

const tyreOf = (claim: PortalClaim) =>
  [claim.tireBrand, claim.tireModel, claim.tireSize].filter(Boolean).join(' ') || 'Tyre not given';

/** The credit a claim carries: credited, else authorized, else the prorated figure on file. */
function creditOf(claim: PortalClaim) {
  if (claim.workflowStatus === 'credited' || claim.workflowStatus === 'reversed')
    return formatMoney(claim.creditCents);
  if (claim.authorizedCents !== null) return `${formatMoney(claim.authorizedCents)} authorized`;
  return claim.creditCents === null ? '—' : `${formatMoney(claim.creditCents)} estimated`;
}

function PhotosToggle({ isOpen, onToggle }: { isOpen: boolean; onToggle: () => void }) {
  return (
    <Button size="sm" variant="outline" aria-expanded={isOpen} onClick={onToggle}>
      {isOpen ? 'Hide Photos & Messages' : 'Photos & Messages'}
    </Button>
  );
}

/** What opens under a claim: its photos and its conversation with the warranty team. */
function ClaimDetails({ claimId }: { claimId: number }) {
  return (
    <div className="mt-3 grid gap-4 md:grid-cols-2">
      <section aria-label="Photos">
        <h3 className="text-sm font-semibold">Photos and invoice</h3>
        <PortalClaimPhotos claimId={claimId} />
      </section>
      <section aria-label="Messages with the warranty team">
        <h3 className="mb-2 text-sm font-semibold">Messages with the warranty team</h3>
        <PortalClaimMessages claimId={claimId} />
      </section>
    </div>
  );
}

function ClaimCard({ claim }: { claim: PortalClaim }) {
  const [showDetails, setShowDetails] = useState(false);
  return (
    <li className="rounded-lg border border-border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {ticketLabel({ number: claim.ticketNumber })}
          {claim.adjustmentNumber ? (
            <span className="ml-2 font-mono text-sm text-muted-foreground">{claim.adjustmentNumber}</span>
          ) : null}
        </p>
        <div className="flex flex-wrap gap-1">
          <WorkflowBadge status={claim.workflowStatus} />
          <EligibilityBadge status={claim.eligibility} />
        </div>
      </div>
      <p className="mt-2 text-sm">{tyreOf(claim)}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Customer</dt>
        <dd>{claim.customerName ?? '—'}</dd>
        <dt className="text-muted-foreground">DOT</dt>
        <dd className="font-mono">{claim.dotSerial ?? '—'}</dd>
        <dt className="text-muted-foreground">Credit</dt>
        <dd className="font-medium">{creditOf(claim)}</dd>
        <dt className="text-muted-foreground">Filed</dt>
        <dd>{dateOf(claim.createdAt)}</dd>
      </dl>
      <p className="mt-3 rounded bg-muted px-2 py-1 text-sm">{WAITING_FOR[claim.workflowStatus]}</p>
      <div className="mt-3">
        <PhotosToggle isOpen={showDetails} onToggle={() => setShowDetails(!showDetails)} />
      </div>
      {showDetails ? <ClaimDetails claimId={claim.id} /> : null}
    </li>
  );
}

function ClaimRow({ claim }: { claim: PortalClaim }) {
  const [showDetails, setShowDetails] = useState(false);
  return (
    <>
      <tr className="border-b border-border last:border-0">
        <td className="px-3 py-2 font-medium">
          {ticketLabel({ number: claim.ticketNumber })}
          <div className="font-mono text-xs text-muted-foreground">{claim.adjustmentNumber}</div>
        </td>
        <td className="px-3 py-2">{claim.customerName ?? '—'}</td>
        <td className="px-3 py-2">
          {tyreOf(claim)}
          <div className="font-mono text-xs text-muted-foreground">{claim.dotSerial}</div>
        </td>
        <td className="px-3 py-2">
          <div className="flex flex-wrap gap-1">
            <WorkflowBadge status={claim.workflowStatus} />
            <EligibilityBadge status={claim.eligibility} />
          </div>
          <div className="mt-1 text-xs text-muted-foreground">{WAITING_FOR[claim.workflowStatus]}</div>
        </td>
        <td className="px-3 py-2 text-right tabular-nums">{creditOf(claim)}</td>
        <td className="px-3 py-2 whitespace-nowrap">{dateOf(claim.createdAt)}</td>
        <td className="px-3 py-2">
          <PhotosToggle isOpen={showDetails} onToggle={() => setShowDetails(!showDetails)} />
        </td>
      </tr>
      {showDetails ? (
        <tr className="border-b border-border">
          <td colSpan={7} className="px-3 pb-3">
            <ClaimDetails claimId={claim.id} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** The dealer's claims: cards on a phone at the counter, a table from a tablet's width up. */
export function PortalClaimList({ claims }: { claims: PortalClaim[] }) {
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Claims">
        {claims.map((claim) => (
          <ClaimCard key={claim.id} claim={claim} />
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Claims</caption>
          <thead className="border-b border-border text-xs uppercase text-muted-foreground">
            <tr>
              <th className="px-3 py-2 font-medium">Ticket</th>
              <th className="px-3 py-2 font-medium">Customer</th>
              <th className="px-3 py-2 font-medium">Tyre</th>
              <th className="px-3 py-2 font-medium">Status</th>
              <th className="px-3 py-2 text-right font-medium">Credit</th>
              <th className="px-3 py-2 font-medium">Filed</th>
              <th className="px-3 py-2 font-medium">
                <span className="sr-only">Details</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {claims.map((claim) => (
              <ClaimRow key={claim.id} claim={claim} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
