import type { SessionUser } from '@domain/api-types';

let known: SessionUser | null | undefined;

/**
 * The signed-in user as last heard from the server (null: signed out; undefined: not asked yet),
 * without the query library: the public pages read it, the app's query cache keeps it up to date.
 */
export const knownUser = {
  get: () => known,
  set: (user: SessionUser | null | undefined) => {
    known = user;
  },
};
