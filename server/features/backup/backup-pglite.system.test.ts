import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase, openServerDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { ADMIN, signInAdmin, startServerProcess, type ServerProcess } from '../../test/faults/server-process';
import { createScratchDatabase, scratchDataDir } from '../../test/faults/system-databases';
import {
  expectMatchesManifest,
  expectServesRestored,
  runCli,
  startWriteLoad,
} from '../../test/backup/backup-cycle';
import { seedVolume } from '../../test/backup/backup-test-data';

/**
 * The embedded database's folder is locked by the running server, so `npm run backup` reads it
 * through the server's global-admin endpoint, while staff keep writing; `npm run restore` puts it
 * into an empty folder (and, as a move to production, into an empty PostgreSQL database).
 */
describe('backup under write load and restore: embedded database', () => {
  const source = scratchDataDir('backup-src');
  const target = scratchDataDir('backup-dst');
  const file = path.join(source.dir, '..', `${path.basename(source.dir)}.tdbackup`);
  let server: ServerProcess;
  let cookie: string;
  beforeAll(async () => {
    const database = await openEmbeddedDatabase({ dataDir: source.dir });
    await migrateDatabase(database);
    await seedVolume(database, 5_000);
    await database.close();
    server = await startServerProcess({ DATA_DIR: source.dir });
    cookie = await signInAdmin(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    source.remove();
    target.remove();
    fs.rmSync(file, { force: true });
  });

  it('restores to identical per-table counts and checksums, consistent, and serves again', async () => {
    const load = startWriteLoad(server.url, cookie, 4);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const started = Date.now();
    const backup = await runCli('backup', ['--out', file], {
      DATA_DIR: source.dir,
      BACKUP_URL: server.url,
      BACKUP_USERNAME: ADMIN.username,
      BACKUP_PASSWORD: ADMIN.password,
    });
    const writesDuringBackup = load.between(started, Date.now());
    await load.stop();
    expect(backup.code, backup.output).toBe(0);
    expect(writesDuringBackup).toBeGreaterThan(0);

    const restore = await runCli('restore', [file], { DATA_DIR: target.dir });
    expect(restore.code, restore.output).toBe(0);
    const restored = await openEmbeddedDatabase({ dataDir: target.dir });
    const manifest = await expectMatchesManifest(restored, file).finally(() => restored.close());
    const again = await runCli('restore', [file], { DATA_DIR: target.dir });
    expect(again.code).toBe(1);
    expect(again.output).toContain('not empty');
    const served = await expectServesRestored({ DATA_DIR: target.dir }, cookie);
    console.log(
      `[backup, pglite] ${manifest.tables.reduce((n, t) => n + t.rows, 0)} rows in ${manifest.tables.length} tables; ` +
        `${writesDuringBackup} writes acknowledged while the backup ran; restored server healthy in ${served.restartMs} ms\n` +
        `${backup.output.trim()}\n${restore.output.trim().split('\n')[0]}`,
    );
  });

  it.runIf(process.env.TEST_PG_AVAILABLE === '1')(
    'restores the same backup into PostgreSQL, checksums equal',
    async () => {
      const database = await createScratchDatabase('backup_move');
      try {
        const restore = await runCli('restore', [file], { DATABASE_URL: database.url });
        expect(restore.code, restore.output).toBe(0);
        const restored = await openServerDatabase({ url: database.url, poolSize: 2 });
        await expectMatchesManifest(restored, file).finally(() => restored.close());
      } finally {
        await database.drop();
      }
    },
  );
});
