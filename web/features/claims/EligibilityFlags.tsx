import type { WarrantyClaim } from '@domain/api-types';
import { SIGNAL_LABELS } from '@domain/claim-signals';
import { Badge } from '../../components/ui/Badge';
import { EligibilityBadge } from './EligibilityBadge';

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
