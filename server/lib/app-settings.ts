import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AppDeps } from './deps';
import { appSettings } from '../db/schema';

/**
 * A random secret created once and shared by every instance through the database: the first
 * instance to ask creates it, the others read the same value.
 */
export async function sharedSecret(db: Db, key: string): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row!.value;
}

const cache = new WeakMap<AppDeps, Map<string, Promise<string>>>();

/** A secret shared by every instance (app_settings), read once per app and name. */
export function cachedSharedSecret(deps: AppDeps, name: string): Promise<string> {
  let secrets = cache.get(deps);
  if (!secrets) cache.set(deps, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = sharedSecret(deps.database.db, name);
    // A failed read (database down) is retried by the next request instead of being remembered.
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}
