import { sql, type SQL } from 'drizzle-orm';
import { MERGE_COUNT_KINDS, type MergeCounts } from '../../../domain/ticket-merge';
import { rowsOf, type Tx } from '../../db/client';
import { TICKET_REFERENCES, type TicketReference } from './ticket-references';

/**
 * The rows that name the merged ticket, table by table. These statements write other features'
 * tables, and only their ticket column: a merge moves what names a ticket, and nothing else.
 */
function namingRows(ref: TicketReference, tenantId: number, ticketId: number, keptId: number): SQL {
  const column = sql.identifier(ref.column);
  const stays = ref.stays ? sql` and not (${sql.raw(ref.stays(keptId))})` : sql``;
  return sql`tenant_id = ${tenantId} and ${column} = ${ticketId}${stays}`;
}

const noCounts = (): MergeCounts =>
  Object.fromEntries(MERGE_COUNT_KINDS.map((kind) => [kind, 0])) as MergeCounts;

/** What a merge of `fromId` into `intoId` would move, by kind. */
export async function countReferences(
  tx: Tx,
  tenantId: number,
  fromId: number,
  intoId: number,
): Promise<MergeCounts> {
  const counts = noCounts();
  for (const ref of TICKET_REFERENCES) {
    const [row] = rowsOf<{ n: number }>(
      await tx.execute(
        sql`select count(*)::int as n from ${sql.identifier(ref.table)} where ${namingRows(ref, tenantId, fromId, intoId)}`,
      ),
    );
    counts[ref.counts] += Number(row?.n ?? 0);
  }
  return counts;
}

/** Moves every row naming `fromId` to `intoId`, table by table; what moved, by kind. */
export async function moveReferences(
  tx: Tx,
  tenantId: number,
  fromId: number,
  intoId: number,
): Promise<MergeCounts> {
  const moved = noCounts();
  for (const ref of TICKET_REFERENCES) {
    const rows = rowsOf<{ id: number }>(
      await tx.execute(
        sql`update ${sql.identifier(ref.table)} set ${sql.identifier(ref.column)} = ${intoId}
          where ${namingRows(ref, tenantId, fromId, intoId)} returning 1 as id`,
      ),
    );
    moved[ref.counts] += rows.length;
  }
  return moved;
}
