import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../../db/client';
import { MIGRATIONS_DIR } from '../../db/migrate';

type Journal = { entries: { idx: number; tag: string }[] };

/** Applies the migrations before `tag` only: the state an existing install is in before an upgrade. */
export async function migrateUntil(database: Database, tag: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'treaddesk-migrations-'));
  try {
    fs.cpSync(MIGRATIONS_DIR, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as Journal;
    const stop = journal.entries.findIndex((entry) => entry.tag === tag);
    if (stop < 0) throw new Error(`no migration ${tag}`);
    journal.entries = journal.entries.slice(0, stop);
    fs.writeFileSync(journalPath, JSON.stringify(journal));
    if (database.driver === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    } else {
      await migratePg(drizzlePg(database.pool!), { migrationsFolder: folder });
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
