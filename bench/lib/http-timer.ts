import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request over a kept-alive connection; resolves when the whole body has arrived. */
export function request(
  url: string,
  options: { method: string; headers: Record<string, string>; body?: string | Buffer },
) {
  return new Promise<number>((resolve, reject) => {
    const req = http.request(url, { method: options.method, headers: options.headers, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}
