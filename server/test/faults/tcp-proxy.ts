import net from 'node:net';

/**
 * pass: bytes flow both ways. stopped: like a database that shut down: open connections are
 * reset and new ones refused at once. cut-off: like a network partition behind a stateful
 * firewall: connections stay open but nothing gets through in either direction, new ones are
 * never answered; when the cut ends, the connections that lived through it are reset.
 */
export type ProxyMode = 'pass' | 'stopped' | 'cut-off';

export type TcpProxy = {
  port: number;
  mode(): ProxyMode;
  setMode(mode: ProxyMode): void;
  /** Client connections currently open through the proxy. */
  openConnections(): number;
  close(): Promise<void>;
};

type Pair = { client: net.Socket; upstream: net.Socket | null; cutOff: boolean };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let current: ProxyMode = 'pass';
  const pairs = new Set<Pair>();

  const drop = (pair: Pair) => {
    pair.client.destroy();
    pair.upstream?.destroy();
    pairs.delete(pair);
  };

  const server = net.createServer((client) => {
    if (current === 'stopped') {
      client.resetAndDestroy();
      return;
    }
    const pair: Pair = { client, upstream: null, cutOff: current === 'cut-off' };
    pairs.add(pair);
    client.on('error', () => drop(pair));
    client.on('close', () => drop(pair));
    if (pair.cutOff) return; // accepted, never answered
    const upstream = net.connect(target);
    pair.upstream = upstream;
    upstream.on('error', () => drop(pair));
    upstream.on('close', () => drop(pair));
    client.on('data', (chunk) => {
      if (!pair.cutOff) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!pair.cutOff) client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as net.AddressInfo).port,
    mode: () => current,
    setMode(mode) {
      const previous = current;
      current = mode;
      for (const pair of [...pairs]) {
        if (mode === 'stopped') {
          pair.client.resetAndDestroy();
          pair.upstream?.destroy();
          pairs.delete(pair);
        } else if (mode === 'cut-off') pair.cutOff = true;
        else if (previous === 'cut-off' && pair.cutOff) {
          pair.client.resetAndDestroy();
          pair.upstream?.destroy();
          pairs.delete(pair);
        }
      }
    },
    openConnections: () => pairs.size,
    async close() {
      for (const pair of [...pairs]) drop(pair);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
