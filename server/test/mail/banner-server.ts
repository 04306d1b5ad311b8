import net from 'node:net';

/**
 * A service that is not a mail server: on 127.0.0.1 it sends its banner and hangs up, and counts
 * who connected. What it says must never reach a tenant admin's screen.
 */
export type BannerServer = { port: number; connections: () => number; close: () => Promise<void> };

export async function startBannerServer(banner: string): Promise<BannerServer> {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    socket.on('error', () => {});
    socket.end(`${banner}\r\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
