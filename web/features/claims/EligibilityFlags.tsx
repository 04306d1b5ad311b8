import type { WarrantyClaim } from '@domain/api-types';
import { SIGNAL_LABELS } from '@domain/claim-signals';
import { ELIGIBILITY_LABELS, type EligibilityStatus } from '@domain/eligibility';
import { Badge, type BadgeVariant } from '../../components/ui/Badge';

const VARIANTS: Record<EligibilityStatus, BadgeVariant> = {
  covered: 'green',
  not_covered: 'red',
  unknown: 'grey',
};

export function EligibilityBadge({ status }: { status: EligibilityStatus }) {
  return <Badge variant={VARIANTS[status]}>{ELIGIBILITY_LABELS[status]}</Badge>;
}

/** The queue's flags: a claim not covered, goodwill, and every audit signal (decisions 071, 072). */
export function ClaimFlags({
  claim,
}: {
  claim: Pick<WarrantyClaim, 'eligibility' | 'goodwill' | 'signals'>;
}) {
  return (
    <>
      {claim.eligibility === 'not_covered' ? <EligibilityBadge status="not_covered" /> : null}
      {claim.goodwill ? <Badge variant="blue">Goodwill</Badge> : null}
      {claim.signals.map((signal) => (
        <Badge key={signal.kind} variant="orange" title={signal.text}>
          {SIGNAL_LABELS[signal.kind]}
        </Badge>
      ))}
    </>
  );
}
