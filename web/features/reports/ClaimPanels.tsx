import { WORKFLOW_LABELS, type ClaimWorkflowStatus } from '@domain/claim-workflow';
import type { ReportFigures } from '@domain/report-figures';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/Table';
import { BarList } from './BarList';
import { countOf, formatCents, formatPercent } from './format';
import { ChartCard } from './ChartCard';

/** Claim counts and credit by status and by dealer: where "how much did we credit dealer X" is read. */
export function ClaimPanels({ claims }: { claims: ReportFigures['claims'] }) {
  return (
    <>
      <ChartCard
        title="Claims by Status"
        description={`${countOf(claims.total, 'claim')}, ${formatCents(claims.creditCents)} granted, average credit ${formatPercent(claims.averagePercentCredit)}`}
      >
        <BarList
          empty="No claims in this period."
          bars={claims.byStatus.map((row) => ({
            key: row.status,
            label: WORKFLOW_LABELS[row.status as ClaimWorkflowStatus] ?? row.status,
            value: row.count,
            detail: formatCents(row.creditCents),
          }))}
        />
      </ChartCard>
      <ChartCard title="Credit by Dealer" description="Claims on dealer tickets, most credit first">
        {claims.byDealer.length === 0 ? (
          <p className="py-2 text-sm text-muted-foreground">No dealer claims in this period.</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Dealer</TableHead>
                <TableHead className="text-right">Claims</TableHead>
                <TableHead className="text-right">Credit</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {claims.byDealer.map((dealer) => (
                <TableRow key={dealer.dealerId}>
                  <TableCell>
                    <span className="font-medium">{dealer.dealerName}</span>
                    <span className="ml-2 text-xs text-muted-foreground">{dealer.dealerCode}</span>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{dealer.count}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCents(dealer.creditCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </ChartCard>
    </>
  );
}
