/**
 * npm run backup -- [--out <file>] [--url <server>]
 *
 * A consistent backup of the database the app is configured for (DATABASE_URL, else the embedded
 * database in DATA_DIR): every table, row counts and checksums, read in one snapshot while the app
 * keeps serving. The embedded database's folder is locked by a running server, so it is read
 * through that server: --url (or BACKUP_URL) and a global admin's BACKUP_USERNAME and
 * BACKUP_PASSWORD. Backups hold password hashes: the file is created readable by its owner only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { openEmbeddedDatabase, openServerDatabase } from '../../server/db/client';
import { DataDirLockedError } from '../../server/db/data-dir-lock';
import { readManifest, writeBackup } from '../../server/features/backup';
import { fail, printTables, readArgs, readConfig, run } from './cli-support';

const USAGE = 'Usage: npm run backup -- [--out <file>] [--url <running server, for the embedded database>]';

async function throughServer(url: string, out: string) {
  const username = process.env.BACKUP_USERNAME ?? process.env.ADMIN_EMAIL ?? 'admin@treaddesk.local';
  const password =
    process.env.BACKUP_PASSWORD ??
    fail('Set BACKUP_PASSWORD (a global admin password) to back up through the server.');
  const login = await fetch(new URL('/api/auth/login', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) fail(`Sign-in as ${username} failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const response = await fetch(new URL('/api/admin/backup', url), { method: 'POST', headers: { cookie } });
  if (!response.ok || !response.body)
    fail(`The server refused the backup: ${response.status} ${await response.text()}`);
  await pipeline(
    Readable.fromWeb(response.body as ReadableStream),
    fs.createWriteStream(out, { mode: 0o600 }),
  );
  await fetch(new URL('/api/auth/logout', url), { method: 'POST', headers: { cookie } });
}

run(async () => {
  const { values } = readArgs(USAGE);
  if (values.help) return console.log(USAGE);
  const config = readConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = path.resolve(values.out ?? `backups/treaddesk-${stamp}.tdbackup`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const serverUrl = values.url ?? process.env.BACKUP_URL;
  const started = Date.now();
  if (!config.DATABASE_URL && serverUrl) {
    await throughServer(serverUrl, out);
  } else {
    const database = await (config.DATABASE_URL
      ? openServerDatabase({ url: config.DATABASE_URL, poolSize: 2 })
      : openEmbeddedDatabase({ dataDir: config.DATA_DIR }).catch((error: unknown) => {
          if (error instanceof DataDirLockedError)
            fail(`${error.message}\nBack it up through the server: ${USAGE}`);
          throw error;
        }));
    try {
      await writeBackup(database, fs.createWriteStream(out, { mode: 0o600 }));
    } finally {
      await database.close();
    }
  }
  printTables(
    `Backup written to ${out} (${fs.statSync(out).size} bytes, ${Date.now() - started} ms):`,
    (await readManifest(out)).tables,
  );
});
