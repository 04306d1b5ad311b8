import http from 'node:http';

/** An HTTP answer, or status 0 with the network error when none came. */
export type Answer = {
  status: number;
  text: string;
  ms: number;
  error?: string;
  headers?: http.IncomingHttpHeaders;
};

export type CallOptions = {
  method?: string;
  cookie?: string;
  body?: unknown;
  /** Give up (status 0, error 'timeout') after this long: a hang the test can see. */
  timeoutMs?: number;
  agent?: http.Agent;
  headers?: Record<string, string>;
  /** Connect from this local address (any of 127.0.0.0/8 on Linux): a distinct client behind a proxy. */
  localAddress?: string;
};

export function newAgent(maxSockets: number) {
  return new http.Agent({ keepAlive: true, maxSockets });
}

export function call(url: string, options: CallOptions = {}): Promise<Answer> {
  const started = performance.now();
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve) => {
    const finish = (answer: Omit<Answer, 'ms'>) => resolve({ ...answer, ms: performance.now() - started });
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers, agent: options.agent, localAddress: options.localAddress },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          finish({ status: response.statusCode ?? 0, text, headers: response.headers }),
        );
        response.on('error', (error) => finish({ status: 0, text, error: error.message }));
      },
    );
    request.setTimeout(options.timeoutMs ?? 30_000, () => {
      request.destroy(new Error('timeout'));
    });
    request.on('error', (error) => finish({ status: 0, text: '', error: error.message }));
    if (body !== undefined) request.write(body);
    request.end();
  });
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
