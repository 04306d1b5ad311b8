import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentDriver } from '../test/databases';
import { createTestApp, type TestApp } from '../test/test-app';
import { listenForNotices, noticesCaughtUp } from './database-notices';

type Heard = { payloads: string[]; states: boolean[] };

/** A guard against a hang, not a measure: a shared machine may take seconds to deliver. */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 20 });

describe('notices heard on the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const notify = (channel: string, payload: string) =>
    t.database.pglite
      ? t.database.pglite.query('select pg_notify($1, $2)', [channel, payload])
      : t.database.pool!.query('select pg_notify($1, $2)', [channel, payload]);

  const listen = async (channel: string) => {
    const heard: Heard = { payloads: [], states: [] };
    const stop = await listenForNotices(t.database, {
      channels: { [channel]: (payload) => heard.payloads.push(payload) },
      onListening: (listening) => heard.states.push(listening),
    });
    await eventually(() => expect(heard.states.at(-1)).toBe(true));
    return { heard, stop };
  };

  it('tells each listener its own channels only', async () => {
    const tyres = await listen('notices_tyres');
    const dealers = await listen('notices_dealers');
    await notify('notices_tyres', 'Ridgecrest 265/70R17');
    await notify('notices_dealers', 'Harbour Lane Motors');
    await eventually(() => expect(dealers.heard.payloads).toEqual(['Harbour Lane Motors']));
    await eventually(() => expect(tyres.heard.payloads).toEqual(['Ridgecrest 265/70R17']));
    await tyres.stop();
    await notify('notices_tyres', 'unheard');
    await notify('notices_dealers', 'Kestrel Tyre Co');
    await eventually(() => expect(dealers.heard.payloads.at(-1)).toBe('Kestrel Tyre Co'));
    expect(tyres.heard.payloads).toEqual(['Ridgecrest 265/70R17']);
    await dealers.stop();
  });

  it('has heard every notice sent before a catch-up once the catch-up resolves', async () => {
    const tyres = await listen('notices_catch_up');
    const sent: string[] = [];
    for (let round = 0; round < 40; round += 1) {
      sent.push(`DOT 4X7B 18${String(round).padStart(2, '0')}`);
      await notify('notices_catch_up', sent.at(-1)!);
      expect(await noticesCaughtUp(t.database)).toBe(true);
      expect(tyres.heard.payloads).toEqual(sent);
    }
    await tyres.stop();
  });

  const noticeConnections = async () =>
    (
      await t.database.pool!.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where datname = current_database() and application_name = 'treaddesk-notices'`,
      )
    ).rows.map((row) => row.pid);

  it.runIf(currentDriver() === 'pg')(
    'shares one connection on PostgreSQL with the app, and every listener hears again after it is lost',
    async () => {
      const first = await listen('notices_claims');
      const second = await listen('notices_calls');
      // The app's session cache and live desk listen on the same connection as these two.
      const [pid, ...others] = await noticeConnections();
      expect(others).toEqual([]);
      await t.database.pool!.query('select pg_terminate_backend($1)', [pid]);
      for (const { heard } of [first, second])
        await eventually(() => expect(heard.states.slice(-2)).toEqual([false, true]));
      expect(await noticeConnections()).not.toContain(pid);
      await notify('notices_claims', 'claim 7781 credited');
      await notify('notices_calls', 'call ended');
      await eventually(() => expect(first.heard.payloads).toEqual(['claim 7781 credited']));
      await eventually(() => expect(second.heard.payloads).toEqual(['call ended']));
      await first.stop();
      await second.stop();
    },
  );
});
