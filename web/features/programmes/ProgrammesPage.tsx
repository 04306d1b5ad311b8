import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { BASIS_LABELS, type WarrantyProgramme } from '@domain/warranty-programmes';
import { PageHeader } from '../../components/PageHeader';
import { StateMessage } from '../../components/StateMessage';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { getJson, sendJson } from '../../lib/api';

const PROGRAMMES_KEY = ['programmes'];

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
    `Rounding: ${programme.rounding}`,
  ].filter((line): line is string => Boolean(line));
}

/** The tenant's warranty programmes, which the eligibility verdict reads (decision 071). */
export function ProgrammesPage({ mayChange }: { mayChange: boolean }) {
  const queryClient = useQueryClient();
  const { data, isLoading, isError } = useQuery({
    queryKey: PROGRAMMES_KEY,
    queryFn: () => getJson<WarrantyProgramme[]>('/api/programmes'),
  });
  const remove = useMutation({
    mutationFn: (id: number) => sendJson('DELETE', `/api/programmes/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAMMES_KEY }),
  });
  return (
    <>
      <PageHeader
        title="Warranty Programmes"
        description="What each programme covers: the eligibility verdict of every claim reads these terms."
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
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${programme.name}`}
                  onClick={() => remove.mutate(programme.id)}
                >
                  <Trash2 aria-hidden />
                </Button>
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
    </>
  );
}
