import type { Readable } from 'node:stream';
import type { Database, Tx } from '../../db/client';
import { findCorruptAttachments } from '../attachments';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupFormatError,
  type BackupHeader,
  type BackupLine,
  type TableSummary,
} from './backup.format';
import { linesOf } from './backup.lines';
import {
  disableTriggers,
  insertRows,
  listTables,
  resetSequences,
  rowCount,
  schemaVersion,
  summariseTable,
  useStableTextOutput,
  type TableShape,
} from './backup.queries';

export class RestoreRefusedError extends Error {}

/** Every restored file must still have the size and SHA-256 recorded when it was uploaded. */
async function verifyFileChecksums(tx: Tx) {
  const corrupt = await findCorruptAttachments(tx);
  if (corrupt.length > 0) {
    throw new RestoreRefusedError(
      `${corrupt.length} attachment(s) do not match their recorded SHA-256 (ids ${corrupt.slice(0, 10).join(', ')}).`,
    );
  }
}

function checkHeader(line: BackupLine | undefined): BackupHeader {
  if (line?.kind !== 'header' || line.format !== BACKUP_FORMAT || line.version !== BACKUP_VERSION) {
    throw new BackupFormatError(`Not a ${BACKUP_FORMAT} file of version ${BACKUP_VERSION}`);
  }
  return line;
}

async function checkTarget(tx: Tx, header: BackupHeader): Promise<TableShape[]> {
  const schema = await schemaVersion(tx);
  if (
    schema.migrations !== header.schema.migrations ||
    schema.lastMigrationAt !== header.schema.lastMigrationAt
  ) {
    throw new RestoreRefusedError(
      `The backup was taken at schema version ${header.schema.migrations}, the target is at ${schema.migrations}: ` +
        'restore with the release that took the backup.',
    );
  }
  const tables = await listTables(tx);
  for (const { name } of tables) {
    const rows = await rowCount(tx, name);
    if (rows > 0)
      throw new RestoreRefusedError(`The target database is not empty: ${name} holds ${rows} rows.`);
  }
  return tables;
}

/**
 * Restores a backup into an empty database migrated to the same schema, in one transaction:
 * triggers and foreign-key checks off while rows go in, sequences moved past the restored ids,
 * then every table's count and checksum compared with the manifest. Any difference rolls it all back.
 */
export async function restoreBackup(database: Database, input: Readable): Promise<TableSummary[]> {
  const lines = linesOf(input);
  const header = checkHeader((await lines.next()).value as BackupLine | undefined);
  return database.db.transaction(async (tx) => {
    await useStableTextOutput(tx);
    const targetColumns = new Map(
      (await checkTarget(tx, header)).map((table) => [table.name, table.columns]),
    );
    await disableTriggers(tx);
    const columnsOf = new Map<string, string[]>();
    for await (const line of lines) {
      if (line.kind === 'table') {
        const columns = targetColumns.get(line.name) ?? [];
        if (columns.join(',') !== line.columns.join(',')) {
          throw new RestoreRefusedError(`Table ${line.name} differs between the backup and the target.`);
        }
        columnsOf.set(line.name, columns);
      } else if (line.kind === 'rows') {
        if (!columnsOf.has(line.table))
          throw new BackupFormatError(`Rows for undeclared table ${line.table}`);
        await insertRows(tx, line.table, columnsOf.get(line.table)!, JSON.stringify(line.rows));
      } else if (line.kind === 'manifest') {
        const restored: TableSummary[] = [];
        for (const expected of line.tables) {
          await resetSequences(tx, expected.name, columnsOf.get(expected.name) ?? []);
          const actual = await summariseTable(tx, expected.name);
          if (actual.rows !== expected.rows || actual.checksum !== expected.checksum) {
            throw new RestoreRefusedError(
              `Table ${expected.name} does not match the backup: ${actual.rows} rows (${actual.checksum}), ` +
                `expected ${expected.rows} (${expected.checksum}).`,
            );
          }
          restored.push(actual);
        }
        const missing = [...targetColumns.keys()].filter((table) => !columnsOf.has(table));
        if (missing.length > 0) throw new BackupFormatError(`The backup lacks tables: ${missing.join(', ')}`);
        await verifyFileChecksums(tx);
        return restored;
      }
    }
    throw new BackupFormatError('The backup ends before its manifest: it is incomplete.');
  });
}
