import { buildApp } from '../../server/app';
import { openEmbeddedDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import type { Config } from '../../server/env';
import { systemClock } from '../../server/lib/clock';
import { bootstrapDatabase } from '../../server/setup/bootstrap';

/** The app on a fresh, bootstrapped embedded database, listening on a free local port, as the voice benches call it. */
export async function listeningApp(config: Config) {
  const database = await openEmbeddedDatabase({});
  await migrateDatabase(database);
  await bootstrapDatabase(database, config, () => {});
  const deps = { config, database, clock: systemClock };
  const app = await buildApp(deps, { webDir: '/nonexistent' });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { database, deps, app, address, wsBase: address.replace(/^http/, 'ws') };
}
