import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RoundRobin = {
  url: string;
  /** Which backend (index) answered each request, in order. */
  servedBy: number[];
  close(): Promise<void>;
};

/**
 * A load balancer with no sticky routing: request n goes to backend n mod count. It forwards the
 * client's X-Forwarded-For (or adds the client address), as a proxy the instances trust
 * (TRUST_PROXY=1) would, and tells the test who answered in X-Served-By.
 */
export async function startRoundRobin(ports: number[]): Promise<RoundRobin> {
  const servedBy: number[] = [];
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((request, response) => {
    const index = next++ % ports.length;
    servedBy.push(index);
    const headers = {
      ...request.headers,
      'x-forwarded-for': request.headers['x-forwarded-for'] ?? request.socket.remoteAddress ?? '127.0.0.1',
    };
    const upstream = http.request(
      { host: '127.0.0.1', port: ports[index], method: request.method, path: request.url, headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) });
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'x-served-by': String(index) });
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    servedBy,
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
