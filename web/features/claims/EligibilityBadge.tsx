import { ELIGIBILITY_LABELS, type EligibilityStatus } from '@domain/claim-labels';
import { Badge, type BadgeVariant } from '../../components/ui/Badge';

const VARIANTS: Record<EligibilityStatus, BadgeVariant> = {
  covered: 'green',
  not_covered: 'red',
  unknown: 'grey',
};

export function EligibilityBadge({ status }: { status: EligibilityStatus }) {
  return <Badge variant={VARIANTS[status]}>{ELIGIBILITY_LABELS[status]}</Badge>;
}
