import pg from 'pg';

export type WatchdogOptions = { intervalMs?: number; timeoutMs?: number };

/**
 * When the network to PostgreSQL is cut (no reset, no answer), queries on the pool's open
 * connections would wait for query_timeout (20 s) and requests would hang that long. This probes
 * the server on a connection of its own every `intervalMs`; when a probe gets no answer within
 * `timeoutMs`, every pooled connection is destroyed, so the queries waiting on them fail at once
 * (503) and the pool opens fresh connections when the server answers again. Returns a stop function.
 */
export function watchServerConnection(pools: pg.Pool[], url: string, options: WatchdogOptions = {}) {
  const intervalMs = options.intervalMs ?? 500;
  const timeoutMs = options.timeoutMs ?? 1500;
  const pooled = new Set<pg.Client>();
  for (const pool of pools) {
    pool.on('connect', (client) => pooled.add(client as pg.Client));
    pool.on('remove', (client) => pooled.delete(client as pg.Client));
  }
  let probe: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const dropProbe = () => {
    probe?.connection.stream.destroy();
    probe = null;
  };

  const resetPool = () => {
    for (const client of pooled) client.connection.stream.destroy();
    pooled.clear();
  };

  const check = async () => {
    try {
      if (!probe) {
        const client = new pg.Client({
          connectionString: url,
          connectionTimeoutMillis: timeoutMs,
          application_name: 'treaddesk-watchdog',
        });
        client.on('error', () => {});
        probe = client;
        await client.connect();
      }
      await probe.query({ text: 'select 1', query_timeout: timeoutMs } as pg.QueryConfig);
    } catch {
      dropProbe();
      resetPool();
    }
    if (!stopped) {
      timer = setTimeout(() => void check(), intervalMs);
      timer.unref();
    }
  };
  void check();

  return () => {
    stopped = true;
    clearTimeout(timer);
    dropProbe();
  };
}
