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
    ['Credit asked on claims filed', cents(claims.filedCents)],
    ['Authorized in the period', `${cents(claims.authorizedCents)} (${claims.authorized})`],
    ['Credited (by credit date)', `${cents(claims.creditedCents)} (${claims.credits})`],
    ['Reversed (credit notes)', `${cents(claims.reversedCents)} (${claims.reversals})`],
    ['Net credited', cents(claims.netCreditedCents)],
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
        row.creditCents === null ? 'no credit' : cents(row.creditCents),
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
        { label: 'Filed', share: 0.8, align: 'right' },
        { label: 'Asked', share: 1.4, align: 'right' },
        { label: 'Authorized', share: 1.4, align: 'right' },
        { label: 'Credited', share: 1.4, align: 'right' },
      ],
      claims.byDealer.map((row) => [
        row.dealerName,
        row.dealerCode,
        row.claims,
        cents(row.filedCents),
        cents(row.authorizedCents),
        cents(row.creditedCents),
      ]),
    );

  pdf.heading('Tickets per agent');
  if (figures.agents.length === 0) pdf.paragraph('No tickets assigned in this period.', { muted: true });
  else
    pdf.table(
      [
        { label: 'Agent', share: 3 },
        { label: 'Open', share: 1, align: 'right' },
        { label: 'Closed', share: 1, align: 'right' },
        { label: 'Median first response', share: 1.8, align: 'right' },
        { label: 'Median resolution', share: 1.6, align: 'right' },
      ],
      figures.agents.map((row) => [
        row.name,
        row.open,
        row.closed,
        hours(row.medianFirstResponseHours),
        hours(row.medianResolutionHours),
      ]),
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

  pdf.heading('Seasonal patterns (last 12 months)');
  pdf.table(
    [
      { label: 'Month', share: 2 },
      { label: 'Tickets', share: 1, align: 'right' },
      { label: 'Claims', share: 1, align: 'right' },
    ],
    figures.seasonal.map((row) => [row.month, row.tickets, row.claims]),
  );

  return pdf.end(`${tenantName} · generated ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
}
