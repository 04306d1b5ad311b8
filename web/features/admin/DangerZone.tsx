import { Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/Button';

type DangerZoneProps = { label: string; hint: string; isPending: boolean; onDelete: () => void };

/** The delete button of an edit dialog, set apart with what deleting means. */
export function DangerZone({ label, hint, isPending, onDelete }: DangerZoneProps) {
  return (
    <div className="flex flex-col gap-3 rounded-md border border-red-200 bg-red-50/60 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-red-900">{hint}</p>
      <Button variant="destructive" size="sm" disabled={isPending} onClick={onDelete}>
        <Trash2 aria-hidden />
        {isPending ? 'Deleting...' : label}
      </Button>
    </div>
  );
}
