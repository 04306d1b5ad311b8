import { vi } from 'vitest';

export type Handler = (request: { method: string; url: URL; body: unknown }) => {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
};

export type RecordedCall = { method: string; path: string; search: string; body: unknown };

/**
 * Stubs fetch (for the rest of the test file, which runs isolated) with handlers keyed by
 * 'METHOD /path'; unknown requests answer 404.
 * Returns the calls made, in order, for assertions on what the app sent.
 */
export function mockApi(handlers: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path: url.pathname, search: url.search, body });
      const handler = handlers[`${method} ${url.pathname}`];
      if (!handler) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
      const answer = handler({ method, url, body });
      const status = answer.status ?? 200;
      const text = answer.body === undefined || status === 204 ? null : JSON.stringify(answer.body);
      return new Response(text, {
        status,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    }),
  );
  return calls;
}
