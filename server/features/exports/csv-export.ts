import { CLAIM_FIELD_NAMES, CLAIM_FIELDS, type ClaimFieldName } from '../../../domain/claim-fields';
import { carriesCredit, WORKFLOW_LABELS, type ClaimWorkflowStatus } from '../../../domain/claim-workflow';
import type { ClaimExportQuery, TicketExportQuery } from '../../../domain/exports';
import { ticketLabel } from '../../../domain/tickets';
import { CSV_BOM, csvRow } from '../../lib/csv';
import type { StaffContext } from '../../lib/request-context';
import { claimBatch, claimFilter, ticketBatch, ticketFilter, type Keyset } from './exports.queries';

/** Rows fetched per transaction: memory stays flat however many rows the export has. */
const BATCH_SIZE = 500;

const iso = (date: Date | null) => date?.toISOString() ?? null;
/** Money as a plain decimal a spreadsheet reads as a number. */
const dollars = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));

async function* batches<Row extends { createdAt: Date; id: number }>(
  fetch: (keyset: Keyset) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let keyset: Keyset = null;
  for (;;) {
    const rows = await fetch(keyset);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH_SIZE) return;
    const last = rows[rows.length - 1]!;
    keyset = { createdAt: last.createdAt, id: last.id };
  }
}

type Cell = string | number | null | undefined;

/**
 * The CSV text in chunks. The header rides with the first batch, so taking the first chunk runs
 * the first query: what fails there can still be an error answer rather than a 200 cut short.
 */
async function* csvChunks<Row>(
  header: string[],
  rowBatches: AsyncGenerator<Row[]>,
  cells: (row: Row) => Cell[],
) {
  let pending = CSV_BOM + csvRow(header);
  for await (const rows of rowBatches) {
    yield pending + rows.map((row) => csvRow(cells(row))).join('');
    pending = '';
  }
  if (pending) yield pending;
}

const TICKET_HEADER = [
  'Ticket',
  'Subject',
  'Description',
  'Status',
  'Priority',
  'Category',
  'Customer',
  'Customer Phone',
  'Customer Email',
  'Dealer ID',
  'Dealer',
  'Dealer City',
  'Dealer State',
  'Created',
  'Closed',
  'Tags',
];

export function ticketCsv(ctx: StaffContext, query: TicketExportQuery): AsyncGenerator<string> {
  const filter = ticketFilter(ctx.tenantId, query, ctx.now);
  const rows = batches((keyset) => ctx.inTenant((tx) => ticketBatch(tx, filter, keyset, BATCH_SIZE)));
  return csvChunks(TICKET_HEADER, rows, (row) => [
    ticketLabel(row),
    row.subject,
    row.description,
    row.status,
    row.priority,
    row.category,
    row.customerName,
    row.customerPhone,
    row.customerEmail,
    row.dealerCode,
    row.dealerName,
    row.dealerCity,
    row.dealerState,
    iso(row.createdAt),
    iso(row.closedAt),
    row.tags,
  ]);
}

const CLAIM_HEADER = [
  'Claim ID',
  'Ticket',
  'Status',
  ...CLAIM_FIELD_NAMES.map((name) => CLAIM_FIELDS[name].label),
  'Customer',
  'Dealer ID',
  'Dealer',
  'Created',
];

/** A claim field as a spreadsheet cell: money as dollars, dates as ISO text. */
function claimCell(name: ClaimFieldName, value: unknown) {
  if (CLAIM_FIELDS[name].kind === 'cents') return dollars(value as number | null);
  if (value instanceof Date) return iso(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return value as string | number | null;
}

/** A denied, withdrawn or reversed claim carries no credit: its computed figure is not exported as one. */
const exportedValue =
  (claim: { workflowStatus: ClaimWorkflowStatus } & Record<ClaimFieldName, unknown>) =>
  (name: ClaimFieldName) =>
    name === 'creditCents' && !carriesCredit(claim.workflowStatus) ? null : claim[name];

export function claimCsv(ctx: StaffContext, query: ClaimExportQuery): AsyncGenerator<string> {
  const filter = claimFilter(ctx.tenantId, query, ctx.now, ctx.user.id);
  const rows = batches((keyset) => ctx.inTenant((tx) => claimBatch(tx, filter, keyset, BATCH_SIZE)));
  return csvChunks(CLAIM_HEADER, rows, ({ customerName, dealerCode, dealerName, ticketNumber, ...claim }) => [
    claim.id,
    ticketLabel({ number: ticketNumber }),
    WORKFLOW_LABELS[claim.workflowStatus],
    ...CLAIM_FIELD_NAMES.map((name) => claimCell(name, exportedValue(claim)(name))),
    customerName,
    dealerCode,
    dealerName,
    iso(claim.createdAt),
  ]);
}
