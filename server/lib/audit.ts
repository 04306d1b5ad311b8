import type { Tx, Db } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditEntry = {
  tenantId: number | null;
  userId: number | null;
  action: 'create' | 'update' | 'delete';
  entity: string;
  entityId: number | string;
  changes?: Record<string, unknown>;
};

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * jsonb refuses a lone UTF-16 surrogate (text columns store it as U+FFFD): store it the same way,
 * so a half emoji in a ticket edit does not fail the edit.
 */
function storableJson(changes: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify(changes, (_key, value: unknown) =>
      typeof value === 'string' ? value.replace(LONE_SURROGATE, '\ufffd') : value,
    ),
  ) as Record<string, unknown>;
}

/** Written in the same transaction as the change it describes. */
export async function recordAudit(executor: Tx | Db, entry: AuditEntry) {
  await recordAudits(executor, [entry]);
}

/** Many entries of one change (a bulk action), in one statement. */
export async function recordAudits(executor: Tx | Db, entries: readonly AuditEntry[]) {
  if (entries.length === 0) return;
  await executor.insert(auditLog).values(
    entries.map((entry) => ({
      ...entry,
      entityId: String(entry.entityId),
      changes: entry.changes ? storableJson(entry.changes) : null,
    })),
  );
}

/** The fields of a patch that actually change a row, as { field: { from, to } }. */
export function diffFields<T extends Record<string, unknown>>(before: T, patch: Partial<T>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const previous = before[key];
    const same =
      previous instanceof Date && value instanceof Date
        ? previous.getTime() === value.getTime()
        : previous === value;
    if (!same) changes[key] = { from: previous, to: value };
  }
  return changes;
}
