import { WORKFLOW_LABELS, type ClaimWorkflowStatus } from '../../../domain/claim-workflow';
import { REPORT_PERIOD_LABELS, type ReportFigures } from '../../../domain/report-figures';
import { pdfWriter } from '../../lib/pdf';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const cents = (value: number) => money.format(value / 100);
const hours = (value: number | null) => (value === null ? 'no data' : `${value} h`);
const day = (iso: string) => iso.slice(0, 10);

/** The Reports page's figures as a printable PDF. */
export function reportPdf(figures: ReportFigures, tenantName: string, now: Date) {
  const lastDay = new Date(new Date(figures.to).getTime() - 1).toISOString();
  const span = figures.from ? `${day(figures.from)} to ${day(lastDay)}` : `up to ${day(lastDay)}`;
  const pdf = pdfWriter({ title: `Report: ${REPORT_PERIOD_LABELS[figures.period]}`, subject: tenantName });
  const { tickets, claims } = figures;
  pdf.title(
    'Reports and Analytics',
    `${tenantName} · ${REPORT_PERIOD_LABELS[figures.period]} (${span}, UTC)`,
  );

  pdf.heading('Tickets').fields([
    ['Tickets created', tickets.total],
    ['Closed', tickets.closed],
    ['Resolution rate', `${tickets.resolutionRate}%`],
    ['Average resolution time', hours(tickets.averageResolutionHours)],
    ['First response time', hours(tickets.firstResponseHours)],
    ['Escalation rate (high priority)', `${tickets.escalationRate}% (${tickets.highPriority})`],
  ]);

  pdf.heading('Warranty claims').fields([
    ['Claims filed', claims.total],
    ['Credit granted (authorized or credited)', cents(claims.creditCents)],
    [
      'Average percent credit',
      claims.averagePercentCredit === null ? 'no data' : `${claims.averagePercentCredit}%`,
    ],
  ]);
  if (claims.byStatus.length > 0) {
    pdf.table(
      [
        { label: 'Status', share: 3 },
        { label: 'Claims', share: 1, align: 'right' },
        { label: 'Credit', share: 1.5, align: 'right' },
      ],
      claims.byStatus.map((row) => [
        WORKFLOW_LABELS[row.status as ClaimWorkflowStatus] ?? row.status,
        row.count,
        cents(row.creditCents),
      ]),
    );
  }

  pdf.heading('Credit by dealer');
  if (claims.byDealer.length === 0) pdf.paragraph('No dealer claims in this period.', { muted: true });
  else
    pdf.table(
      [
        { label: 'Dealer', share: 3 },
        { label: 'Dealer ID', share: 1 },
        { label: 'Claims', share: 1, align: 'right' },
        { label: 'Credit', share: 1.5, align: 'right' },
      ],
      claims.byDealer.map((row) => [row.dealerName, row.dealerCode, row.count, cents(row.creditCents)]),
    );

  pdf.heading('Top dealers by tickets');
  if (figures.topDealersByTickets.length === 0)
    pdf.paragraph('No dealer tickets in this period.', { muted: true });
  else
    pdf.table(
      [
        { label: 'Dealer', share: 3 },
        { label: 'Dealer ID', share: 1 },
        { label: 'Tickets', share: 1, align: 'right' },
      ],
      figures.topDealersByTickets.map((row) => [row.dealerName, row.dealerCode, row.count]),
    );

  pdf.heading('Issue categories');
  pdf.table(
    [
      { label: 'Category', share: 3 },
      { label: 'Tickets', share: 1, align: 'right' },
    ],
    figures.categories.map((row) => [row.category, row.count]),
  );

  pdf.heading('Regional performance');
  pdf.table(
    [
      { label: 'State', share: 2 },
      { label: 'Tickets', share: 1, align: 'right' },
      { label: 'Closed', share: 1, align: 'right' },
      { label: 'Resolution rate', share: 1.5, align: 'right' },
    ],
    figures.regions.map((row) => [row.state, row.tickets, row.closed, `${row.resolutionRate}%`]),
  );

  pdf.heading('Volume by week');
  pdf.table(
    [
      { label: 'Week starting (Monday)', share: 3 },
      { label: 'Tickets', share: 1, align: 'right' },
    ],
    figures.weeklyVolume.map((row) => [row.weekStart, row.count]),
  );

  return pdf.end(`${tenantName} · generated ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
}
