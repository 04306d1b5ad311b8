import { WORKFLOW_LABELS, type ClaimWorkflowStatus } from '@domain/claim-labels';
import { Badge } from '../../components/ui/Badge';
import { WORKFLOW_BADGE } from './claim-display';

export function WorkflowBadge({ status, className }: { status: ClaimWorkflowStatus; className?: string }) {
  return (
    <Badge variant={WORKFLOW_BADGE[status]} className={className}>
      {WORKFLOW_LABELS[status]}
    </Badge>
  );
}
