import { buildApp } from './app';
import { bootstrapDatabase } from './setup/bootstrap';
import { openEmbeddedDatabase, openServerDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { assertRowLevelSecurity, migrateDatabase, superuserWarning } from './db/migrate';
import { estimatedTickets, ticketsAdvice } from './db/embedded-advice';
import { ConfigError, loadConfig, type Config } from './env';
import { startDueWarnings } from './features/due-warnings';
import { startMailWorkers } from './features/mail';
import { systemClock } from './lib/clock';

function fail(lines: string[]): never {
  for (const line of lines) process.stderr.write(`${line}\n`);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError)
      fail(['Invalid configuration:', ...error.problems.map((line) => `  ${line}`)]);
    throw error;
  }
}

async function openDatabase(config: Config): Promise<Database> {
  try {
    return config.DATABASE_URL
      ? await openServerDatabase({
          url: config.DATABASE_URL,
          poolSize: config.DATABASE_POOL_SIZE,
          tenantReaders: config.DATABASE_TENANT_READERS,
        })
      : await openEmbeddedDatabase({ dataDir: config.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError) fail([error.message]);
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const database = await openDatabase(config);
  const { indexedSearch } = await migrateDatabase(database);
  if (!indexedSearch) {
    process.stdout.write(
      'Searches will scan whole tenants: only a superuser can let LIKE use the trigram indexes under row-level security.\n',
    );
  }
  await assertRowLevelSecurity(database);
  const superuser = await superuserWarning(database);
  if (superuser) process.stdout.write(`${superuser}\n`);
  await bootstrapDatabase(database, config, (line) => process.stdout.write(`${line}\n`));
  const advice = database.pglite ? ticketsAdvice(await estimatedTickets(database.pglite)) : undefined;
  if (advice) process.stdout.write(`${advice}\n`);
  const deps = { config, database, clock: systemClock };
  const app = await buildApp(deps);
  let stopMailWorkers: () => Promise<void> = async () => {};
  let stopDueWarnings: () => Promise<void> = async () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await stopMailWorkers();
    await stopDueWarnings();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ address, database: database.driver }, `${config.PRODUCT_NAME} is listening`);
  if (config.MAIL_WORKERS) stopMailWorkers = startMailWorkers(deps, app.log);
  if (config.DUE_WARNING_INTERVAL_MS > 0)
    stopDueWarnings = startDueWarnings(deps, config.DUE_WARNING_INTERVAL_MS, app.log);
}

main().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
