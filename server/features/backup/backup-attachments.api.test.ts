import { PassThrough, Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Attachment } from '../../../domain/attachments';
import { rowsOf, type Database } from '../../db/client';
import { currentDriver, openTestDatabase } from '../../test/databases';
import { createTicketVia } from '../../test/factories';
import { heicBytes, imageBytes, pdfBytes } from '../../test/files/sample-files';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { RowBatch } from './backup.format';
import { RestoreRefusedError, restoreBackup } from './backup.restore';
import { writeBackup } from './backup.snapshot';
import { listTables } from './backup.queries';

async function backupOf(database: Database): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeBackup(database, out);
  return Buffer.concat(chunks);
}

/** A migrated database with no rows at all, as restore wants it. */
async function emptyDatabase(): Promise<Database> {
  const database = await openTestDatabase(currentDriver(), inject('testDbTemplate'));
  const tables = await database.db.transaction((tx) => listTables(tx));
  await database.db.execute(
    sql.raw(`truncate ${tables.map(({ name }) => `"${name}"`).join(', ')} restart identity cascade`),
  );
  return database;
}

type StoredFile = { id: number; sha256: string; content: Uint8Array };
const storedFiles = async (database: Database) =>
  rowsOf<StoredFile>(
    await database.db.execute(sql`select id, sha256, content from attachments order by id`),
  ).map((row) => ({ ...row, content: Buffer.from(row.content) }));

describe('backup and restore with attachments', () => {
  let t: TestApp;
  let uploaded: Attachment[];
  const targets: Database[] = [];
  const target = async () => {
    const database = await emptyDatabase();
    targets.push(database);
    return database;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const agent = await t.signIn('user');
    const ticket = await createTicketVia(agent);
    uploaded = (
      await agent.upload<Attachment[]>(`/api/tickets/${ticket.id}/attachments`, [
        { fileName: 'tread.jpg', bytes: await imageBytes('jpeg', { width: 200, height: 150, noise: true }) },
        { fileName: 'dot.heic', bytes: heicBytes() },
        { fileName: 'invoice.pdf', bytes: pdfBytes() },
      ])
    ).body;
  });
  afterAll(async () => {
    for (const database of targets) await database.close();
    await t.close();
  });

  it('writes one file per line and restores every byte, thumbnail and checksum', async () => {
    const backup = await backupOf(t.database);
    const lines = gunzipSync(backup).toString().split('\n').filter(Boolean);
    const fileLines = lines
      .map((line) => JSON.parse(line) as RowBatch)
      .filter((l) => l.table === 'attachments');
    expect(fileLines.filter((line) => line.kind === 'rows').map((line) => line.rows.length)).toEqual([
      1, 1, 1,
    ]);

    const restored = await target();
    const summaries = await restoreBackup(restored, Readable.from([backup]));
    expect(summaries.find((table) => table.name === 'attachments')?.rows).toBe(3);
    const before = await storedFiles(t.database);
    const after = await storedFiles(restored);
    expect(after.map((file) => file.id)).toEqual(uploaded.map((file) => file.id));
    after.forEach((file, index) => {
      expect(file.sha256).toBe(uploaded[index]!.sha256);
      expect(Buffer.compare(file.content as Buffer, before[index]!.content as Buffer)).toBe(0);
    });
  });

  it('refuses a backup in which one byte of a file was changed, and leaves the target empty', async () => {
    const text = gunzipSync(await backupOf(t.database)).toString();
    const marker = '"content":"\\\\x';
    const at = text.indexOf(marker) + marker.length + 40;
    const flipped = text.slice(0, at) + (text[at] === '0' ? '1' : '0') + text.slice(at + 1);
    const restored = await target();
    await expect(restoreBackup(restored, Readable.from([gzipSync(flipped)]))).rejects.toThrow(
      /Table attachments does not match the backup/,
    );
    const [row] = rowsOf<{ n: number }>(
      await restored.db.execute(sql`select count(*)::int as n from attachments`),
    );
    expect(row!.n).toBe(0);
  });

  it('refuses files whose bytes no longer match their recorded SHA-256, even with a matching manifest', async () => {
    // Corrupted in the source database itself, so the manifest's table checksum agrees with it.
    await t.database.db.execute(
      sql`update attachments set content = overlay(content placing '\\x00'::bytea from 10) where id = ${uploaded[0]!.id}`,
    );
    const restored = await target();
    const attempt = restoreBackup(restored, Readable.from([await backupOf(t.database)]));
    await expect(attempt).rejects.toBeInstanceOf(RestoreRefusedError);
    await expect(attempt).rejects.toThrow(
      `1 attachment(s) do not match their recorded SHA-256 (ids ${uploaded[0]!.id})`,
    );
  });
});
