import { expect } from 'vitest';
import type { RoundResult } from './kill-nine';

/** One line per round, so the run's figures can be quoted. */
export function reportRounds(driver: string, seed: number, results: RoundResult[]) {
  const lines = results.map(
    (r) =>
      `  round ${String(r.round).padStart(2)}: ${String(r.acknowledged).padStart(4)} acknowledged, ${r.lost} lost, ` +
      `${r.refused} refused 503, ${r.cut} cut off, ` +
      `${r.unacknowledgedCommitted} committed unacknowledged, healthy ${r.restartMs} ms after restart, ` +
      `counters ${r.countersAgree ? 'agree' : 'DISAGREE'}`,
  );
  const slowest = Math.max(...results.map((r) => r.restartMs));
  console.log(
    `[kill -9, ${driver}] seed ${seed} (replay with FAULT_SEED=${seed}); slowest restart ${slowest} ms\n${lines.join('\n')}`,
  );
}

/**
 * Every round: writes were acknowledged, none lost, counters right, and the server answered again
 * (`killNineRounds` reads every round's tickets back from the restarted server). The restart time is a
 * figure for the benchmark (`BENCH_ONLY=faults npm run bench`), not an assertion.
 */
export function expectEveryRoundHeld(results: RoundResult[], rounds: number) {
  expect(results).toHaveLength(rounds);
  for (const round of results) {
    expect(round.acknowledged).toBeGreaterThan(0);
    expect(round.lost).toBe(0);
    expect(round.countersAgree).toBe(true);
  }
}
