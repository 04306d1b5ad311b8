import { afterAll, beforeAll, describe, it } from 'vitest';
import { KILL_ROUNDS, killNineRounds } from './kill-nine';
import { expectEveryRoundHeld, reportRounds } from './kill-nine-report';
import { createScratchDatabase, type ScratchDatabase } from './system-databases';

const SEED = Number(process.env.FAULT_SEED ?? Date.now() % 100_000);

describe.runIf(process.env.TEST_PG_AVAILABLE === '1')(
  `kill -9 during 1,000 concurrent writes, ${KILL_ROUNDS} times: PostgreSQL`,
  () => {
    let database: ScratchDatabase;
    beforeAll(async () => {
      database = await createScratchDatabase('kill9');
    });
    afterAll(() => database?.drop());

    it('loses no acknowledged write and is healthy again after each restart', async () => {
      const results = await killNineRounds({
        env: { DATABASE_URL: database.url },
        rounds: KILL_ROUNDS,
        writes: 1000,
        seed: SEED,
      });
      reportRounds('pg', SEED, results);
      expectEveryRoundHeld(results, KILL_ROUNDS);
      // A guard against a hung server, not a measure: ten rounds took over 300 s on a two-core
      // machine shared with other heavy work.
    }, 900_000);
  },
);
