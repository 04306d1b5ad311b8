import { afterAll, describe, it } from 'vitest';
import { KILL_ROUNDS, killNineRounds } from './kill-nine';
import { expectEveryRoundHeld, reportRounds } from './kill-nine-report';
import { scratchDataDir } from './system-databases';

const SEED = Number(process.env.FAULT_SEED ?? Date.now() % 100_000);

describe(`kill -9 during 1,000 concurrent writes, ${KILL_ROUNDS} times: embedded database (PGlite)`, () => {
  const data = scratchDataDir('kill9');
  afterAll(() => data.remove());

  it('loses no acknowledged write and is healthy again after each restart', async () => {
    const results = await killNineRounds({
      env: { DATA_DIR: data.dir },
      rounds: KILL_ROUNDS,
      writes: 1000,
      seed: SEED,
    });
    reportRounds('pglite', SEED, results);
    expectEveryRoundHeld(results, KILL_ROUNDS);
    // A guard against a hung server, not a measure: ten rounds took over 300 s on a two-core
    // machine shared with other heavy work.
  }, 900_000);
});
