import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf, type Database } from '../../db/client';
import { call, newAgent } from '../faults/http-call';
import { ADMIN, signInAdmin, startServerProcess } from '../faults/server-process';
import { inconsistencies } from './backup-test-data';
import { readManifest } from '../../features/backup';

export type CliResult = { code: number | null; output: string };

/** `npm run backup` / `npm run restore`, as an operator runs them (without npm's own output). */
export function runCli(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/backup/${script}.ts`, ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<CliResult>((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/** Staff writing tickets and notes back to back until stop(); counts acknowledged writes per moment. */
export function startWriteLoad(url: string, cookie: string, loops: number) {
  const agent = newAgent(loops);
  const acknowledgedAt: number[] = [];
  let running = true;
  const done = Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      for (let index = 0; running; index += 1) {
        const answer = await call(`${url}/api/tickets`, {
          method: 'POST',
          cookie,
          agent,
          body: {
            subject: `Load ${loop}-${index}`,
            description: 'during the backup',
            customer: { name: 'Load Test', phone: '5550003333' },
          },
        });
        if (answer.status !== 201) continue;
        const { id } = JSON.parse(answer.text) as { id: number };
        const note = await call(`${url}/api/notes`, {
          method: 'POST',
          cookie,
          agent,
          body: { ticketId: id, content: 'load' },
        });
        if (note.status === 201) acknowledgedAt.push(Date.now(), Date.now());
      }
    }),
  );
  return {
    between: (from: number, to: number) => acknowledgedAt.filter((at) => at >= from && at <= to).length,
    async stop() {
      running = false;
      await done;
      agent.destroy();
      return acknowledgedAt.length;
    },
  };
}

/** The restored database holds exactly what the manifest says, consistently, table by table. */
export async function expectMatchesManifest(database: Database, file: string) {
  const manifest = await readManifest(file);
  await database.db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('timezone', 'UTC', true), set_config('datestyle', 'ISO, YMD', true)`,
    );
    for (const table of manifest.tables) {
      const [row] = rowsOf<{ rows: number; checksum: string }>(
        await tx.execute(
          sql.raw(`select count(*)::int as rows, coalesce(md5(string_agg(h, '' order by h collate "C")), md5('')) as checksum
            from (select md5(x::text) as h from "${table.name}" x) r`),
        ),
      );
      expect({ name: table.name, ...row }).toEqual(table);
    }
  });
  expect(await inconsistencies(database)).toEqual({ counters: 0, notes: 0, claims: 0, events: 0 });
  return manifest;
}

/** A server started on the restored database: same accounts and sessions, and new ids follow the old. */
export async function expectServesRestored(env: Record<string, string>, oldCookie: string) {
  const server = await startServerProcess(env);
  try {
    expect((await call(`${server.url}/api/auth/user`, { cookie: oldCookie })).status).toBe(200);
    const cookie = await signInAdmin(server.url);
    const created = await call(`${server.url}/api/tickets`, {
      method: 'POST',
      cookie,
      body: {
        subject: 'After the restore',
        description: 'x',
        customer: { name: 'New Caller', phone: '5550004444' },
      },
    });
    expect(created.status).toBe(201);
    return { restartMs: server.readyMs, login: ADMIN.username };
  } finally {
    await server.stop();
  }
}
