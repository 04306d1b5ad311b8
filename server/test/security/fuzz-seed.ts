/**
 * One seed per test run, printed first, so any failure can be replayed exactly:
 * FUZZ_SEED=<seed> npx vitest run server/test/security. FUZZ_RUNS raises the requests per endpoint.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
export const FUZZ_RUNS = Math.max(200, Number(process.env.FUZZ_RUNS ?? 200));

export function announceSeed(suite: string) {
  console.log(
    `[${suite}] fast-check seed ${FUZZ_SEED} (replay with FUZZ_SEED=${FUZZ_SEED}), ${process.env.TEST_DB ?? 'pglite'}`,
  );
}
