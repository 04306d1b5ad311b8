import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../../bench/lib/server-process';

export const ADMIN = { username: 'admin', password: 'system-test-admin-password' };

export type ServerProcess = {
  url: string;
  port: number;
  pid: number;
  /** Milliseconds from spawn to the first healthy /api/health. */
  readyMs: number;
  output(): string;
  kill9(): Promise<void>;
  /** SIGTERM, then wait for the exit (graceful shutdown). */
  stop(): Promise<void>;
};

const children = new Set<ChildProcess>();
// Whatever happens to the test run, no server outlives it.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitHealthy(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  // What the last try met, for a start that never becomes healthy: refused, timed out or an answer.
  let lastTry = 'no try';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output().slice(-3000)}`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
      lastTry = `${response.status} ${(await response.text()).slice(0, 200)}`;
    } catch (error) {
      // not listening yet
      lastTry = String((error as Error).cause ?? error);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(
    `server not healthy after ${timeoutMs} ms (last try: ${lastTry}; pid ${child.pid}):\n${output().slice(-3000)}`,
  );
}

const BUILT_SERVER = 'dist/server/main.js';

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = entry.name === 'test' ? newest : Math.max(newest, newestSource(file));
    else if (/\.(ts|sql|json|txt)$/.test(entry.name) && !entry.name.includes('.test.'))
      newest = Math.max(newest, fs.statSync(file).mtimeMs);
  }
  return newest;
}

/**
 * The built server, as production runs it (decision 077): started from the sources, every start
 * compiled them again, 7 to 14 s of a busy machine for each of the 40 starts. A build older than
 * a source it bundles is refused, so a test never runs yesterday's server.
 */
let checkedBuild: number | undefined;
export function builtServer(): string {
  const built = fs.existsSync(BUILT_SERVER) ? fs.statSync(BUILT_SERVER).mtimeMs : 0;
  // The sources are walked once per build a test process sees, not on every start.
  if (checkedBuild !== built) {
    if (built === 0 || ['server', 'domain'].some((dir) => newestSource(dir) > built))
      throw new Error('The server build is missing or older than its sources: run `npm run build` first');
    checkedBuild = built;
  }
  return BUILT_SERVER;
}

/** The real entry point, built, in its own process, as production runs it. */
export async function startServerProcess(
  env: Record<string, string>,
  options: { port?: number; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const started = Date.now();
  const child = spawn(process.execPath, [builtServer()], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_SAMPLE_DATA: 'false',
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  try {
    // A guard against a start that hangs, not a measure (readyMs is reported).
    await waitHealthy(url, child, () => output, options.timeoutMs ?? 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    port,
    pid: child.pid!,
    readyMs: Date.now() - started,
    output: () => output,
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** Signs in (as the bootstrap global admin by default); the cookie works on any instance of the same database. */
export async function signIn(url: string, credentials = ADMIN): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

export const signInAdmin = (url: string) => signIn(url);
