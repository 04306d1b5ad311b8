import { sharedSecret } from '../../lib/app-settings';
import type { AppDeps } from '../../lib/deps';

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
