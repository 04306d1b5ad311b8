/** Percentiles and timing helpers shared by the benchmarks. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export type Latency = { p50: number; p99: number; mean: number; samples: number };

export function summarise(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), mean, samples: sorted.length };
}

/** Runs fn `runs` times after `warmup` unmeasured runs; returns milliseconds per run. */
export async function time(fn: () => Promise<unknown>, runs: number, warmup = 20): Promise<Latency> {
  return (await timeInTurn([fn], runs, warmup))[0]!;
}

/**
 * Several timed functions run in turn, one call each per round, the first of the round moving along
 * each time: whatever else the machine does falls on all of them alike. Returns each one's latency.
 */
export async function timeInTurn(
  fns: Array<() => Promise<unknown>>,
  runs: number,
  warmup = 20,
): Promise<Latency[]> {
  for (let i = 0; i < warmup; i += 1) for (const fn of fns) await fn();
  const samples = fns.map((): number[] => []);
  for (let i = 0; i < runs; i += 1) {
    for (let k = 0; k < fns.length; k += 1) {
      const index = (i + k) % fns.length;
      const started = performance.now();
      await fns[index]!();
      samples[index]!.push(performance.now() - started);
    }
  }
  return samples.map(summarise);
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

export type Verdict = { name: string; pass: boolean; detail: string };

export function printVerdicts(title: string, verdicts: Verdict[]) {
  console.log(`\n${title}`);
  for (const verdict of verdicts)
    console.log(`  ${verdict.pass ? 'PASS' : 'FAIL'}  ${verdict.name}: ${verdict.detail}`);
}
