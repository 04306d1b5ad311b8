import type { Config } from '../env';
import type { Database } from '../db/client';
import type { Clock } from './clock';
import type { SessionCache } from './session-cache';
import type { CachedSession } from './request-context';

/** What every feature needs from the outside world; tests build their own. */
export type AppDeps = {
  config: Config;
  database: Database;
  clock: Clock;
};

// Declaration merging needs an interface.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    sessionCache: SessionCache<CachedSession>;
  }
}
