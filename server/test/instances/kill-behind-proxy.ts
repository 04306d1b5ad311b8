import type { Verdict } from '../../../bench/lib/stats';
import { call, newAgent } from '../faults/http-call';
import type { ServerProcess } from '../faults/server-process';
import { adminQuery } from '../faults/system-databases';
import type { ProxySetup } from './proxy-checks';

export type WriteLoad = {
  cookie: string;
  customerId: number;
  writes: number;
  connections: number;
  killAfter: number;
};

/**
 * Ticket creations through the proxy at `connections` at a time; one instance is killed with
 * SIGKILL once `killAfter` are acknowledged. Afterwards, in the database: every 201 has its row,
 * and no ticket was written twice (nginx must not replay a POST onto another instance).
 */
export async function checkKillDuringWrites(
  { proxy, databaseUrl }: ProxySetup,
  victim: ServerProcess,
  load: WriteLoad,
): Promise<Verdict[]> {
  const tag = `proxykill${Date.now()}x`;
  const agent = newAgent(load.connections);
  const acknowledged = new Map<number, string>();
  const failures = new Map<string, number>();
  let killed: Promise<void> | undefined;
  let next = 0;
  const writer = async () => {
    while (next < load.writes) {
      const subject = `${tag} ${next++}`;
      const answer = await call(`${proxy.url}/api/tickets`, {
        method: 'POST',
        cookie: load.cookie,
        agent,
        timeoutMs: 20_000,
        body: { subject, description: 'written while an instance is killed', customerId: load.customerId },
      });
      if (answer.status === 201) {
        acknowledged.set((JSON.parse(answer.text) as { id: number }).id, subject);
        if (acknowledged.size === load.killAfter) killed = victim.kill9();
      } else {
        const key = answer.status === 0 ? `no answer (${answer.error})` : String(answer.status);
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: load.connections }, writer));
  agent.destroy();
  await killed;

  const rows = await adminQuery<{ id: number; subject: string }>(
    'select id, subject from tickets where subject like $1',
    [`${tag} %`],
    databaseUrl,
  );
  const stored = new Map(rows.map((row) => [row.id, row.subject]));
  const lost = [...acknowledged].filter(([id, subject]) => stored.get(id) !== subject).length;
  const subjects = rows.map((row) => row.subject);
  const duplicates = subjects.length - new Set(subjects).size;
  const failed = [...failures].map(([status, count]) => `${count}× ${status}`).join(', ') || 'none';
  const unacknowledged = rows.filter((row) => !acknowledged.has(row.id)).length;
  return [
    {
      name: 'instance killed (SIGKILL) under ticket writes: no acknowledged write lost',
      pass: killed !== undefined && acknowledged.size > 0 && lost === 0,
      detail:
        `${load.writes} POSTs at ${load.connections} connections, instance :${victim.port} killed after ${load.killAfter} acks; ` +
        `${acknowledged.size} acknowledged, ${lost} of them missing; failed: ${failed}; ` +
        `${unacknowledged} committed without an acknowledgement`,
    },
    {
      name: 'no ticket written twice (no silent retry of a POST onto another instance)',
      pass: duplicates === 0,
      detail: `${rows.length} rows for ${subjects.length - duplicates} distinct requests`,
    },
  ];
}
