import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../bench/lib/server-process';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate));

export const NGINX_MISSING =
  'nginx is not installed: apt-get update && apt-get install -y nginx-light (Debian), or run bash scripts/ensure-test-packages.sh';

export function isNginxInstalled(): boolean {
  return NGINX !== undefined;
}

export type NginxProxy = {
  url: string;
  pid: number;
  /** Header naming the instance (127.0.0.1:port) that answered a request through the proxy. */
  upstreamHeader: 'x-upstream';
  stop(): Promise<void>;
};

/**
 * The configuration we document for production (docs/scaling.md), with its own pid, log and temp
 * paths: round robin over the instances, HTTP/1.1 kept alive to them, WebSocket upgrades passed
 * on, the client's address appended to X-Forwarded-For (the instances trust one hop), the
 * browser's Host kept so same-origin checks see the address the browser used.
 */
function configText(folder: string, port: number, upstreamPorts: number[]) {
  const servers = upstreamPorts.map((upstream) => `    server 127.0.0.1:${upstream};`).join('\n');
  const temp = (name: string) => `${name}_temp_path ${path.join(folder, name)};`;
  return `daemon off;
worker_processes 1;
pid ${path.join(folder, 'nginx.pid')};
error_log ${path.join(folder, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  upstream treaddesk {
${servers}
    keepalive 64;
  }
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 50m;
    location / {
      proxy_pass http://treaddesk;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 1h;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

function waitListening(port: number, child: ChildProcess, errors: () => string) {
  const deadline = Date.now() + 10_000;
  return new Promise<void>((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited:\n${errors()}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx is not listening:\n${errors()}`));
        else setTimeout(attempt, 20);
      });
    };
    attempt();
  });
}

/** nginx in front of the given local ports, in a temp folder of its own (not the system's nginx). */
export async function startNginx(upstreamPorts: number[]): Promise<NginxProxy> {
  if (!NGINX) throw new Error(NGINX_MISSING);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'treaddesk-nginx-'));
  // Workers drop to an unprivileged user when nginx starts as root; they write the temp folders.
  fs.chmodSync(folder, 0o777);
  const port = await freePort();
  const config = path.join(folder, 'nginx.conf');
  fs.writeFileSync(config, configText(folder, port, upstreamPorts));
  const errorLog = path.join(folder, 'error.log');
  const child = spawn(NGINX, ['-p', folder, '-c', config, '-e', errorLog], { stdio: 'ignore' });
  const errors = () => (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '');
  process.once('exit', () => child.kill('SIGKILL'));
  await waitListening(port, child, errors);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    upstreamHeader: 'x-upstream',
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
