/**
 * One seed per test run, printed first, so any failure can be replayed exactly:
 * FUZZ_SEED=<seed> npx vitest run server/test/security.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

/**
 * Requests per route (and model sequences) in `npm test`: a new seed each run, so the runs add up
 * to the deep run's reach (decision 095).
 */
const EVERYDAY_RUNS = 25;
/**
 * Requests per route; `npm run test:fuzz` sets FUZZ_RUNS=200 (the deep run), any other number
 * goes deeper still.
 */
export const FUZZ_RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? EVERYDAY_RUNS));

export function announceSeed(suite: string) {
  console.log(
    `[${suite}] fast-check seed ${FUZZ_SEED} (replay with FUZZ_SEED=${FUZZ_SEED}), ${process.env.TEST_DB ?? 'pglite'}`,
  );
}
