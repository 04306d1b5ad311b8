import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { Database } from '../../db/client';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupLine, type BackupManifest } from './backup.format';
import { listTables, schemaVersion, summariseTable, tableRows, useStableTextOutput } from './backup.queries';

const BATCH = 1000;
/** Rows with files (up to 10 MB, twice that as hex) travel one per line, so memory stays flat. */
const FILE_BATCH = 1;

/**
 * Writes a consistent logical backup of every table to `out` (gzip of JSON lines): one
 * REPEATABLE READ, READ ONLY transaction, so every table, count and checksum comes from the same
 * snapshot while writes go on. Resolves with the manifest once `out` has everything.
 */
export async function writeBackup(database: Database, out: Writable): Promise<BackupManifest> {
  const gzip = createGzip();
  gzip.pipe(out);
  const finished = once(out, 'finish');
  const write = async (line: BackupLine) => {
    if (!gzip.write(`${JSON.stringify(line)}\n`)) await once(gzip, 'drain');
  };
  const writeRows = async (table: string, rows: string[]) => {
    const text = `{"kind":"rows","table":${JSON.stringify(table)},"rows":[${rows.join(',')}]}\n`;
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  try {
    const manifest = await database.db.transaction(
      async (tx) => {
        await useStableTextOutput(tx);
        await write({
          kind: 'header',
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: new Date().toISOString(),
          driver: database.driver,
          schema: await schemaVersion(tx),
        });
        const tables: BackupManifest['tables'] = [];
        for (const { name, columns, hasBytes } of await listTables(tx)) {
          await write({ kind: 'table', name, columns });
          const batch = hasBytes ? FILE_BATCH : BATCH;
          for await (const rows of tableRows(tx, name, columns, batch)) await writeRows(name, rows);
          tables.push(await summariseTable(tx, name));
        }
        const done: BackupManifest = { kind: 'manifest', tables };
        await write(done);
        return done;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    gzip.end();
    await finished;
    return manifest;
  } catch (error) {
    gzip.destroy(error as Error);
    throw error;
  }
}
