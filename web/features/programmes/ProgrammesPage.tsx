import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { ROUNDING_LABELS } from '@domain/proration';
import { BASIS_LABELS, type WarrantyProgramme } from '@domain/warranty-programmes';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { StateMessage } from '../../components/StateMessage';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';
import { ProgrammeDialog } from './ProgrammeDialog';
import { useProgrammes, useRemoveProgramme } from './use-programmes';

/** Which dialog is open: the form (new or one programme's) or the question before deleting one. */
type Open =
  { kind: 'form'; programme?: WarrantyProgramme } | { kind: 'delete'; programme: WarrantyProgramme } | null;

function terms(programme: WarrantyProgramme): string[] {
  const window = [
    programme.freeReplacementMiles !== null
      ? `${programme.freeReplacementMiles.toLocaleString('en-US')} miles`
      : null,
    programme.freeReplacementPercent !== null ? `${programme.freeReplacementPercent} % worn` : null,
  ].filter(Boolean);
  return [
    programme.mileageWarranty !== null
      ? `${programme.mileageWarranty.toLocaleString('en-US')} miles warranted`
      : null,
    `${programme.yearsFromPurchase} years from purchase`,
    `${programme.yearsFromManufacture} years from manufacture without proof of purchase`,
    window.length ? `Free replacement within ${window.join(' or ')}` : null,
    `Worn share: ${ROUNDING_LABELS[programme.rounding].toLowerCase()}`,
  ].filter((line): line is string => Boolean(line));
}

/** The tenant's warranty programmes, which the eligibility verdict reads (decision 071). */
export function ProgrammesPage({ mayChange }: { mayChange: boolean }) {
  const { data, isLoading, isError } = useProgrammes();
  const remove = useRemoveProgramme();
  const [open, setOpen] = useState<Open>(null);
  const confirmDelete = (programme: WarrantyProgramme) =>
    remove.mutate(programme.id, {
      onSuccess: () => toast({ title: 'Success', description: `${programme.name} deleted` }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessage(error, 'Failed to delete the programme'),
          variant: 'destructive',
        }),
      onSettled: () => setOpen(null),
    });
  return (
    <>
      <PageHeader
        title="Warranty Programmes"
        description="What each programme covers: the eligibility verdict of every claim reads these terms."
        actions={
          mayChange ? (
            <Button onClick={() => setOpen({ kind: 'form' })}>
              <Plus aria-hidden /> New Programme
            </Button>
          ) : null
        }
      />
      {isError ? <StateMessage isError>Could not load the programmes</StateMessage> : null}
      {isLoading ? <StateMessage>Loading programmes...</StateMessage> : null}
      {data && data.length === 0 ? <StateMessage>No programmes yet</StateMessage> : null}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {data?.map((programme) => (
          <Card key={programme.id}>
            <CardHeader className="flex-row items-start justify-between gap-2">
              <CardTitle className="text-lg">{programme.name}</CardTitle>
              {mayChange ? (
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Edit ${programme.name}`}
                    onClick={() => setOpen({ kind: 'form', programme })}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${programme.name}`}
                    onClick={() => setOpen({ kind: 'delete', programme })}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              ) : null}
            </CardHeader>
            <CardContent className="flex flex-col gap-2 text-sm">
              <div className="flex flex-wrap gap-1">
                <Badge variant="blue">{BASIS_LABELS[programme.basis]}</Badge>
                {programme.photoRequired ? <Badge variant="orange">Photo required</Badge> : null}
              </div>
              <p>
                <span className="text-muted-foreground">Brands: </span>
                {programme.brands.join(', ')}
                {programme.productLines.length ? ` (${programme.productLines.join(', ')})` : ' (every line)'}
              </p>
              <ul className="list-disc pl-5 text-muted-foreground">
                {terms(programme).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ))}
      </div>
      {mayChange ? (
        <ProgrammeDialog
          key={open?.kind === 'form' ? (open.programme?.id ?? 'new') : 'closed'}
          open={open?.kind === 'form'}
          onOpenChange={(isOpen) => !isOpen && setOpen(null)}
          programme={open?.kind === 'form' ? open.programme : undefined}
        />
      ) : null}
      <ConfirmDialog
        isOpen={open?.kind === 'delete'}
        title={`Delete ${open?.kind === 'delete' ? open.programme.name : 'programme'}?`}
        description="Claims already judged keep their verdict and reasons; new claims on its brands are no longer covered by it."
        confirmLabel="Delete"
        onConfirm={() => open?.kind === 'delete' && confirmDelete(open.programme)}
        onCancel={() => setOpen(null)}
      />
    </>
  );
}
