import { Link } from 'wouter';
import type { WarrantyClaim } from '@domain/api-types';
import { SIGNAL_LABELS } from '@domain/claim-signals';
import type { EligibilityReason } from '@domain/eligibility';
import { Badge } from '../../components/ui/Badge';
import { RECORD_PAGES } from '../../lib/paths';
import { EligibilityBadge } from './EligibilityBadge';

const MARKS: Record<EligibilityReason['effect'], string> = {
  covers: 'text-green-700',
  excludes: 'text-red-700',
  unknown: 'text-slate-600',
  note: 'text-muted-foreground',
};

/** The claim's eligibility verdict with its reasons, and its audit signals. */
export function EligibilityPanel({ claim }: { claim: WarrantyClaim }) {
  return (
    <section aria-label="Eligibility" className="flex flex-col gap-2">
      <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-muted-foreground">
        Eligibility <EligibilityBadge status={claim.eligibility} />
        {claim.goodwill ? <Badge variant="blue">Goodwill</Badge> : null}
      </h3>
      <ul className="flex flex-col gap-1 text-sm">
        {claim.eligibilityReasons.map((reason) => (
          <li key={reason.text} className={MARKS[reason.effect]}>
            {reason.text}
          </li>
        ))}
      </ul>
      {claim.signals.length > 0 ? (
        <ul aria-label="Audit signals" className="flex flex-col gap-1 text-sm">
          {claim.signals.map((signal) => (
            <li key={signal.kind} className="flex flex-wrap items-center gap-2">
              <Badge variant="orange">{SIGNAL_LABELS[signal.kind]}</Badge>
              <span>{signal.text}</span>
              {signal.claimIds.slice(0, 5).map((id) => (
                <Link key={id} href={RECORD_PAGES.claim.of(id)} className="text-primary hover:underline">
                  Open #{id}
                </Link>
              ))}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
