import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase, openServerDatabase } from '../../db/client';
import { signInAdmin, startServerProcess, type ServerProcess } from '../../test/faults/server-process';
import {
  createScratchDatabase,
  scratchDataDir,
  type ScratchDatabase,
} from '../../test/faults/system-databases';
import {
  expectMatchesManifest,
  expectServesRestored,
  runCli,
  startWriteLoad,
} from '../../test/backup/backup-cycle';
import { seedVolume } from '../../test/backup/backup-test-data';

/**
 * On PostgreSQL `npm run backup` reads the database directly, in one REPEATABLE READ snapshot,
 * while the app keeps writing through its own connections; `npm run restore` fills an empty one.
 */
describe.runIf(process.env.TEST_PG_AVAILABLE === '1')(
  'backup under write load and restore: PostgreSQL',
  () => {
    const file = path.join(os.tmpdir(), `treaddesk-backup-pg-${process.pid}.tdbackup`);
    let source: ScratchDatabase;
    let target: ScratchDatabase;
    let server: ServerProcess;
    let cookie: string;
    beforeAll(async () => {
      [source, target] = await Promise.all([
        createScratchDatabase('backup_src'),
        createScratchDatabase('backup_dst'),
      ]);
      server = await startServerProcess({ DATABASE_URL: source.url });
      const database = await openServerDatabase({ url: source.url, poolSize: 2 });
      await seedVolume(database, 5_000).finally(() => database.close());
      cookie = await signInAdmin(server.url);
    });
    afterAll(async () => {
      await server?.stop();
      await source?.drop();
      await target?.drop();
      fs.rmSync(file, { force: true });
    });

    it('restores to identical per-table counts and checksums, consistent, and serves again', async () => {
      const load = startWriteLoad(server.url, cookie, 4);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const started = Date.now();
      const backup = await runCli('backup', ['--out', file], { DATABASE_URL: source.url });
      const writesDuringBackup = load.between(started, Date.now());
      await load.stop();
      expect(backup.code, backup.output).toBe(0);
      expect(writesDuringBackup).toBeGreaterThan(0);

      const restore = await runCli('restore', [file], { DATABASE_URL: target.url });
      expect(restore.code, restore.output).toBe(0);
      const restored = await openServerDatabase({ url: target.url, poolSize: 2 });
      const manifest = await expectMatchesManifest(restored, file).finally(() => restored.close());
      const served = await expectServesRestored({ DATABASE_URL: target.url }, cookie);
      console.log(
        `[backup, pg] ${manifest.tables.reduce((n, t) => n + t.rows, 0)} rows in ${manifest.tables.length} tables; ` +
          `${writesDuringBackup} writes acknowledged while the backup ran; restored server healthy in ${served.restartMs} ms\n` +
          `${backup.output.trim().split('\n')[0]}\n${restore.output.trim().split('\n')[0]}`,
      );
    });

    it('restores the same backup into an embedded database, checksums equal', async () => {
      const folder = scratchDataDir('backup-from-pg');
      try {
        const restore = await runCli('restore', [file], { DATA_DIR: folder.dir });
        expect(restore.code, restore.output).toBe(0);
        const restored = await openEmbeddedDatabase({ dataDir: folder.dir });
        await expectMatchesManifest(restored, file).finally(() => restored.close());
      } finally {
        folder.remove();
      }
    });

    it('refuses a cut-short or altered backup and leaves the target as it was', async () => {
      const database = await createScratchDatabase('backup_bad');
      const bytes = fs.readFileSync(file);
      const lines = gunzipSync(bytes).toString().split('\n');
      const index = lines.findIndex((line) => line.startsWith('{"kind":"rows","table":"tickets"'));
      lines[index] = lines[index]!.replace('Volume ticket', 'Altered ticket');
      const cut = `${file}.cut`;
      const altered = `${file}.altered`;
      fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
      fs.writeFileSync(altered, gzipSync(lines.join('\n')));
      try {
        const env = { DATABASE_URL: database.url };
        const truncated = await runCli('restore', [cut], env);
        expect(truncated.code).toBe(1);
        const tampered = await runCli('restore', [altered], env);
        expect(tampered.code).toBe(1);
        expect(tampered.output).toContain('Table tickets does not match the backup');
        expect((await runCli('restore', [file], env)).code).toBe(0);
      } finally {
        fs.rmSync(cut, { force: true });
        fs.rmSync(altered, { force: true });
        await database.drop();
      }
    });
  },
);
