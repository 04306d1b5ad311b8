import { Link } from 'wouter';
import { WORKFLOW_LABELS, type ClaimWorkflowStatus } from '@domain/claim-workflow';
import type { ReportFigures } from '@domain/report-figures';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/Table';
import { RECORD_PAGES } from '../../lib/paths';
import { BarList } from './BarList';
import { countOf, formatCents, formatPercent } from './format';
import { ChartCard } from './ChartCard';

type Claims = ReportFigures['claims'];

/** Each amount by its own date: filed, authorized, and credited from the ledger (decision 073). */
function ClaimMoney({ claims }: { claims: Claims }) {
  const rows: [string, string, string][] = [
    ['Filed', formatCents(claims.filedCents), countOf(claims.total, 'claim')],
    ['Authorized', formatCents(claims.authorizedCents), countOf(claims.authorized, 'claim')],
    ['Credited', formatCents(claims.creditedCents), countOf(claims.credits, 'credit')],
    ['Reversed', formatCents(claims.reversedCents), countOf(claims.reversals, 'credit note')],
  ];
  return (
    <ChartCard
      title="Claim Money"
      description="Filed by filing date, authorized by authorization date, credited by the date money was credited"
    >
      <dl className="grid gap-2 text-sm">
        {rows.map(([label, amount, detail]) => (
          <div key={label} className="flex items-baseline justify-between gap-3">
            <dt className="font-medium">{label}</dt>
            <dd className="tabular-nums">
              {amount}
              <span className="ml-2 text-xs text-muted-foreground">{detail}</span>
            </dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-3 border-t border-border pt-2">
          <dt className="font-semibold">Net credited</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatCents(claims.netCreditedCents)}</dd>
        </div>
      </dl>
    </ChartCard>
  );
}

/** Claim counts and money by status and by dealer: where "how much did we credit dealer X" is read. */
export function ClaimPanels({ claims }: { claims: Claims }) {
  return (
    <>
      <ClaimMoney claims={claims} />
      <ChartCard
        title="Claims by Status"
        description={`${countOf(claims.total, 'claim')} filed, average credit ${formatPercent(claims.averagePercentCredit)}`}
      >
        <BarList
          empty="No claims in this period."
          bars={claims.byStatus.map((row) => ({
            key: row.status,
            label: WORKFLOW_LABELS[row.status as ClaimWorkflowStatus] ?? row.status,
            value: row.count,
            detail: row.creditCents === null ? 'no credit' : formatCents(row.creditCents),
          }))}
        />
      </ChartCard>
      <ChartCard title="Credit by Dealer" description="Filed, authorized and credited in the period">
        {claims.byDealer.length === 0 ? (
          <p className="py-2 text-sm text-muted-foreground">No dealer claims in this period.</p>
        ) : (
          <Table scrollLabel="Credit by dealer table">
            <TableHeader>
              <TableRow>
                <TableHead>Dealer</TableHead>
                <TableHead className="text-right">Filed</TableHead>
                <TableHead className="text-right">Authorized</TableHead>
                <TableHead className="text-right">Credited</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {claims.byDealer.map((dealer) => (
                <TableRow key={dealer.dealerId}>
                  <TableCell>
                    <Link
                      href={RECORD_PAGES.dealer.of(dealer.dealerId)}
                      className="font-medium hover:underline"
                    >
                      {dealer.dealerName}
                    </Link>
                    <span className="ml-2 text-xs text-muted-foreground">{dealer.dealerCode}</span>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatCents(dealer.filedCents)}
                    <span className="block text-xs text-muted-foreground">
                      {countOf(dealer.claims, 'claim')}
                    </span>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatCents(dealer.authorizedCents)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatCents(dealer.creditedCents)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </ChartCard>
    </>
  );
}
