/**
 * npm run restore -- <file>
 *
 * Restores a backup into the database the app is configured for (DATABASE_URL, else DATA_DIR),
 * which must be empty: a new database or a new folder. The schema is migrated first, then every
 * row goes back in one transaction and each table's count and checksum is checked against the
 * backup's manifest; any difference leaves the target as it was. Needs a superuser on PostgreSQL
 * (triggers and foreign-key checks are paused while rows go in). Stop the server first when
 * restoring the embedded database; the folder lock says so otherwise.
 */
import fs from 'node:fs';
import { openEmbeddedDatabase, openServerDatabase } from '../../server/db/client';
import { DataDirLockedError } from '../../server/db/data-dir-lock';
import { migrateDatabase } from '../../server/db/migrate';
import { restoreBackup } from '../../server/features/backup';
import { fail, printTables, readArgs, readConfig, run } from './cli-support';

const USAGE = 'Usage: npm run restore -- <backup file>   (into the empty DATABASE_URL or DATA_DIR)';

run(async () => {
  const { values, positionals } = readArgs(USAGE);
  if (values.help) return console.log(USAGE);
  const file = positionals[0] ?? fail(USAGE);
  if (!fs.existsSync(file)) fail(`No such file: ${file}`);
  const config = readConfig();
  const started = Date.now();
  const database = await (config.DATABASE_URL
    ? openServerDatabase({ url: config.DATABASE_URL, poolSize: 2 })
    : openEmbeddedDatabase({ dataDir: config.DATA_DIR }).catch((error: unknown) => {
        if (error instanceof DataDirLockedError) fail(error.message);
        throw error;
      }));
  try {
    await migrateDatabase(database);
    const tables = await restoreBackup(database, fs.createReadStream(file));
    printTables(
      `Restored ${file} in ${Date.now() - started} ms; every table matches the backup's manifest:`,
      tables,
    );
  } finally {
    await database.close();
  }
});
