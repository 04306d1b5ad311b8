import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';
import { AssigneeSelect } from '../tickets';
import { useAssignClaims } from './use-claims';

type ClaimOwnerAssignProps = {
  ids: number[];
  /** The owner now (one claim), or undefined to show "Assign to…" (a selection). */
  value?: number | null;
  currentName?: string | null;
  onDone?: () => void;
  className?: string;
};

const claims = (count: number) => `${count} ${count === 1 ? 'claim' : 'claims'}`;

/** Gives one claim, or the selected claims, an owner or none; the server takes all or none. */
export function ClaimOwnerAssign({ ids, value, currentName, onDone, className }: ClaimOwnerAssignProps) {
  const assign = useAssignClaims();
  const assignTo = async (ownerId: number | null) => {
    try {
      const result = await assign.mutateAsync({ ids, ownerId });
      const unchanged = result.unchanged.length ? ` ${claims(result.unchanged.length)} already had it.` : '';
      toast({
        title: ownerId === null ? 'Owner cleared' : 'Owner assigned',
        description: `${claims(result.changed.length)} changed.${unchanged}`,
      });
      onDone?.();
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to assign the claims.'),
        variant: 'destructive',
      });
    }
  };
  const single = value !== undefined;
  return (
    <AssigneeSelect
      aria-label={single ? 'Claim owner' : 'Assign selected claims to'}
      placeholder="Assign to…"
      className={className ?? 'w-44'}
      value={value}
      currentName={currentName}
      disabled={assign.isPending || ids.length === 0}
      onChange={(ownerId) => void assignTo(ownerId)}
    />
  );
}
