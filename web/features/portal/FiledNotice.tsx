import { WAITING_FOR } from '@domain/claim-labels';
import type { PortalClaim } from '@domain/dealer-portal';
import { formatMoney } from '@domain/display';
import { ticketLabel } from '@domain/ticket-labels';
import { Button } from '../../components/ui/Button';
import { EligibilityBadge } from '../claims';
import { PortalClaimPhotos } from './PortalClaimPhotos';

/** What the desk made of a claim just filed: its ticket, the verdict and its reasons, the estimate. */
export function FiledNotice({ claim, onDismiss }: { claim: PortalClaim; onDismiss: () => void }) {
  return (
    <div role="status" className="mx-4 mb-4 rounded-md border border-green-200 bg-green-50 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <p className="flex-1 font-medium">
          Claim filed on {ticketLabel({ number: claim.ticketNumber })}. {WAITING_FOR[claim.workflowStatus]}.
        </p>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <EligibilityBadge status={claim.eligibility} />
        {claim.creditCents !== null ? <span>Estimated credit {formatMoney(claim.creditCents)}</span> : null}
      </div>
      {claim.eligibilityReasons.length > 0 ? (
        <ul className="mt-2 list-disc pl-5 text-muted-foreground">
          {claim.eligibilityReasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      <PortalClaimPhotos claimId={claim.id} />
    </div>
  );
}
