import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export type RunningServer = { url: string; cookie: string; stop(): Promise<void>; child: ChildProcess };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

let bundled = false;

/** The server as production runs it (`npm start`): bundled, not compiled file by file on load. */
function serverBundle(): string {
  if (!bundled) {
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the server bundle did not build');
    bundled = true;
  }
  return 'dist/server/main.js';
}

/**
 * A server script in its own process (so load generation does not share its event loop), once
 * healthy. TypeScript sources run through tsx; the real server runs from its bundle.
 */
async function spawnServer(entry: string, env: Record<string, string>) {
  const port = await freePort();
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, child, stop };
}

/** The real server, signed in. */
export async function startServer(
  env: Record<string, string>,
  login: { username: string; password: string },
) {
  const { url, child, stop } = await spawnServer(serverBundle(), env);
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  if (!response.ok) throw new Error(`bench login failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  return { url, cookie, stop, child } satisfies RunningServer;
}

/** The bare baseline of bench/lib/bare-server.ts, serving `routes` (path → statement) from `databaseUrl`. */
export async function startBareServer(databaseUrl: string, routesFile: string) {
  return spawnServer('bench/lib/bare-server.ts', { DATABASE_URL: databaseUrl, BARE_ROUTES: routesFile });
}
