import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';

type Listening = { port: number; close: () => Promise<void> };

async function listen(server: net.Server): Promise<Listening> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A line-based server on 127.0.0.1: sends `greeting` (none: it never greets), then answers each
 * line with what `answer` returns for it.
 */
export async function startScriptedServer(greeting: string | null, answer: (line: string) => string) {
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    if (greeting !== null) socket.write(`${greeting}\r\n`);
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += String(chunk);
      for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        socket.write(`${answer(line)}\r\n`);
      }
    });
  });
  return listen(server);
}

/** A key and a self-signed certificate for `name` (no CA trusts it), made with openssl. */
function selfSigned(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'treaddesk-cert-'));
  try {
    const made = spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${name}`,
      '-keyout',
      `${dir}/key.pem`,
      '-out',
      `${dir}/cert.pem`,
    ]);
    if (made.status !== 0) throw new Error(`openssl failed: ${String(made.stderr)}`);
    return { key: fs.readFileSync(`${dir}/key.pem`), cert: fs.readFileSync(`${dir}/cert.pem`) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A TLS server with a self-signed certificate that records the name each client asked for (SNI). */
export async function startTlsServer(name: string) {
  const credentials = tls.createSecureContext(selfSigned(name));
  const serverNames: (string | undefined)[] = [];
  const server = tls.createServer({
    SNICallback: (serverName, done) => {
      serverNames.push(serverName);
      done(null, credentials);
    },
  });
  server.on('tlsClientError', () => {});
  const listening = await listen(server);
  return { ...listening, serverNames };
}
