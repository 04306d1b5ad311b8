import fs from 'node:fs';
import os from 'node:os';

/**
 * Where the machine's CPU went during a load phase, from /proc (Linux): per group of processes
 * (the database's backends, the app instances, nginx, the load generator) and the whole machine.
 */
export type ProcessGroups = Record<string, () => number[]>;

const TICKS_PER_SECOND = 100;

function readOr<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback; // the process ended between listing and reading
  }
}

/** utime + stime of one process, all its threads, in seconds. */
function cpuSecondsOf(pid: number): number {
  return readOr(() => {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  }, 0);
}

function machineTicks() {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const numbers = values.map(Number);
  const idle = numbers[3]! + numbers[4]!;
  return { busy: numbers.reduce((sum, value) => sum + value, 0) - idle, idle };
}

function allPids(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/** PostgreSQL backends serving one database (their process title names it), plus its writers. */
export function postgresBackendsOf(database: string): () => number[] {
  return () =>
    allPids().filter((pid) =>
      readOr(() => {
        const title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return (
          title.startsWith('postgres: ') &&
          (title.includes(` ${database} `) || /walwriter|checkpointer|background writer/.test(title))
        );
      }, false),
    );
}

/** A process and its direct children (nginx's master and workers). */
export function processTree(pid: number): () => number[] {
  return () => [
    pid,
    ...allPids().filter((child) =>
      readOr(
        () => fs.readFileSync(`/proc/${child}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(pid),
        false,
      ),
    ),
  ];
}

export type CpuShare = { cores: Record<string, number>; machineBusy: number; loadAverage: number };

/**
 * Starts counting; the returned function gives cores used per group since then. Processes are
 * read every 200 ms too, so a database connection closed before the end still counts.
 */
export function startCpuCount(groups: ProcessGroups): () => CpuShare {
  const started = performance.now();
  const before = new Map<number, number>();
  const latest = new Map<number, number>();
  for (const pids of Object.values(groups)) for (const pid of pids()) before.set(pid, cpuSecondsOf(pid));
  const memberOf = new Map<number, string>();
  const sample = () => {
    for (const [name, pids] of Object.entries(groups))
      for (const pid of pids()) {
        memberOf.set(pid, name);
        latest.set(pid, Math.max(latest.get(pid) ?? 0, cpuSecondsOf(pid)));
      }
  };
  const sampler = setInterval(sample, 200);
  const machineBefore = machineTicks();
  return () => {
    clearInterval(sampler);
    sample();
    const seconds = (performance.now() - started) / 1000;
    const cores: Record<string, number> = Object.fromEntries(Object.keys(groups).map((name) => [name, 0]));
    for (const [pid, name] of memberOf) cores[name]! += (latest.get(pid)! - (before.get(pid) ?? 0)) / seconds;
    const machine = machineTicks();
    const busy = machine.busy - machineBefore.busy;
    const total = busy + machine.idle - machineBefore.idle;
    return {
      cores,
      machineBusy: (busy / Math.max(1, total)) * os.cpus().length,
      loadAverage: os.loadavg()[0]!,
    };
  };
}

export function describeCpu(share: CpuShare): string {
  const parts = Object.entries(share.cores).map(([name, cores]) => `${name} ${cores.toFixed(2)}`);
  const ours = Object.values(share.cores).reduce((sum, cores) => sum + cores, 0);
  const others = Math.max(0, share.machineBusy - ours);
  return (
    `CPU in cores of ${os.cpus().length}: ${parts.join(', ')}, everything else on the machine ${others.toFixed(2)};` +
    ` busy ${share.machineBusy.toFixed(2)}; load average ${share.loadAverage.toFixed(2)}`
  );
}

/** CPU milliseconds each group spent per request served: steady however busy the neighbours are. */
export function describeCpuPerRequest(share: CpuShare, perSecond: number): string {
  const parts = Object.entries(share.cores)
    .filter(([, cores]) => cores > 0)
    .map(([name, cores]) => `${name} ${((cores / perSecond) * 1000).toFixed(2)}`);
  return `CPU ms per request: ${parts.join(', ')}`;
}
