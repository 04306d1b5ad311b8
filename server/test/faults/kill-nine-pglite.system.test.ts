import { afterAll, describe, expect, it } from 'vitest';
import { killNineRounds } from './kill-nine';
import { reportRounds } from './kill-nine-report';
import { scratchDataDir } from './system-databases';

const SEED = Number(process.env.FAULT_SEED ?? Date.now() % 100_000);

describe('kill -9 during 1,000 concurrent writes, ten times: embedded database (PGlite)', () => {
  const data = scratchDataDir('kill9');
  afterAll(() => data.remove());

  it('loses no acknowledged write and is healthy again within 5 s of each restart', async () => {
    const results = await killNineRounds({
      env: { DATA_DIR: data.dir },
      rounds: 10,
      writes: 1000,
      seed: SEED,
    });
    reportRounds('pglite', SEED, results);
    expect(results).toHaveLength(10);
    for (const round of results) {
      expect(round.acknowledged).toBeGreaterThan(0);
      expect(round.lost).toBe(0);
      expect(round.countersAgree).toBe(true);
      expect(round.restartMs).toBeLessThan(5000);
    }
  }, 300_000);
});
