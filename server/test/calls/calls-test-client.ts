import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { AccessTokenResponse } from '../../../domain/call-limits';
import type { Database } from '../../db/client';
import { callLimits, callLogs } from '../../db/schema';

export type PhoneResponse<T = Record<string, unknown>> = {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
};

type Options = { remoteAddress?: string; headers?: Record<string, string> };

/** A visitor's browser for the phone demo API: keeps every cookie (the device cookie above all). */
export class PhoneTestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private app: FastifyInstance,
    private readonly options: Options = {},
  ) {}

  /** The same browser talking to another app instance (restart, second instance). */
  useApp(app: FastifyInstance) {
    this.app = app;
    return this;
  }

  async request<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    extra: Options = {},
  ): Promise<PhoneResponse<T>> {
    const headers: Record<string, string> = { ...this.options.headers, ...extra.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: extra.remoteAddress ?? this.options.remoteAddress ?? '127.0.0.1',
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.cookies) this.cookies.set(cookie.name, cookie.value);
    let parsed: unknown = response.body;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      // not JSON
    }
    return { status: response.statusCode, body: parsed as T, headers: response.headers };
  }

  post<T = Record<string, unknown>>(url: string, body?: unknown, extra?: Options) {
    return this.request<T>('POST', url, body, extra);
  }

  get<T = Record<string, unknown>>(url: string, extra?: Options) {
    return this.request<T>('GET', url, undefined, extra);
  }

  get deviceId(): string | undefined {
    return this.cookies.get('td_device')?.split('.')[0];
  }

  accessToken(agentType = 'customer', extra?: Options) {
    return this.get<AccessTokenResponse>(`/api/twilio/access-token?agentType=${agentType}`, extra);
  }

  logStart(callSid: string, agentType = 'customer', extra?: Options) {
    return this.post('/api/calls/log-start', { callSid, agentType }, extra);
  }
}

let sequence = 0;
/** A made-up simulated call id, unique within the run. */
export function simCallSid(): string {
  sequence += 1;
  return `sim_test${process.pid}x${sequence}x${Math.random().toString(36).slice(2, 8)}`;
}

export async function dailyCount(database: Database, scope: 'device' | 'ip', key: string) {
  const rows = await database.db
    .select({ count: callLimits.count })
    .from(callLimits)
    .where(and(eq(callLimits.scope, scope), eq(callLimits.key, key)));
  return rows.reduce((sum, row) => sum + row.count, 0);
}

/** call_logs rows for some call SIDs; read as the owner (tests only), all tenants. */
export async function loggedCalls(database: Database, callSid: string) {
  return database.db.select().from(callLogs).where(eq(callLogs.callSid, callSid));
}
