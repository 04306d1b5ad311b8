import type { ClaimSource } from '@domain/claim-workflow';
import { Badge } from '../../components/ui/Badge';

const LABELS: Record<ClaimSource, string | null> = {
  staff: null,
  voice_agent: 'From call',
  dealer: 'From dealer',
};

/** Where a claim came from, when it was not typed in by staff. */
export function SourceBadge({ source }: { source: ClaimSource }) {
  const label = LABELS[source];
  return label ? <Badge variant="outline">{label}</Badge> : null;
}
