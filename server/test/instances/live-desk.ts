import { EventReader } from '../event-stream';
import { signIn } from '../faults/server-process';

export const LIVE_PASSWORD = 'Kerbside-Retread-2026';

type Json = Record<string, unknown>;

async function send<T>(url: string, cookie: string, method: string, body?: Json): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

export const postJson = <T>(url: string, cookie: string, body: Json) => send<T>(url, cookie, 'POST', body);
export const patchJson = <T>(url: string, cookie: string, body: Json) => send<T>(url, cookie, 'PATCH', body);

export type DeskStaff = { id: number; username: string; cookie: string };

/**
 * A running desk's first tenant with `count` new staff, each signed in: the global admin, working
 * in that tenant, adds them. Answers the admin's cookie and the staff.
 */
export async function staffOnDesk(url: string, count: number, prefix: string) {
  const admin = await signIn(url);
  const [tenant] = await send<Array<{ id: number }>>(`${url}/api/admin/tenants`, admin, 'GET');
  await postJson(`${url}/api/auth/tenant`, admin, { tenantId: tenant!.id });
  const staff: DeskStaff[] = [];
  for (let index = 0; index < count; index += 1) {
    const username = `${prefix}${index}`;
    const user = await postJson<{ id: number }>(`${url}/api/admin/users`, admin, {
      email: `${username}@live.test`,
      username,
      password: LIVE_PASSWORD,
      tenantId: tenant!.id,
    });
    staff.push({ id: user.id, username, cookie: await signIn(url, { username, password: LIVE_PASSWORD }) });
  }
  return { admin, tenantId: tenant!.id, staff };
}

/** A ticket of the admin's working tenant. */
export const ticketOnDesk = (url: string, cookie: string, subject: string) =>
  postJson<{ id: number }>(`${url}/api/tickets`, cookie, {
    subject,
    description: 'Bulge on the outer sidewall after a pothole.',
    customer: { name: 'Casey Driver', phone: '5550001234', email: null, company: null },
  });

export type LiveStreamClient = { reader: EventReader; close(): Promise<void> };

/** GET /api/events on a running instance, read as it comes; resolves once the answer has begun. */
export async function openLiveStream(url: string, cookie: string): Promise<LiveStreamClient> {
  const abort = new AbortController();
  const response = await fetch(`${url}/api/events`, { headers: { cookie }, signal: abort.signal });
  if (response.status !== 200 || !response.body)
    throw new Error(`GET /api/events: ${response.status} ${await response.text()}`);
  const reader = new EventReader(response.body as unknown as AsyncIterable<Uint8Array>);
  return {
    reader,
    async close() {
      abort.abort();
      await reader.ended;
    },
  };
}
