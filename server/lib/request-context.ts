import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../domain/api-types';
import type { UserRole } from '../../domain/admin';
import { readInTenant, withDealer, withTenant, type Tx } from '../db/client';
import { mayUseCachedSession } from './session-cache';
import {
  deleteSession,
  findSession,
  touchSession,
  type SessionRow,
  type TenantRef,
  type UserRow,
} from './session-store';
import { hashSessionToken, readSessionToken } from './session-token';
import { toSessionUserDto } from './user-dto';
import { AppError } from './errors';

export type RequestSession = {
  idHash: string;
  user: UserRow;
  tenant: TenantRef;
  activeTenant: TenantRef;
  dto: SessionUser;
};

/** A signed-in staff member working in one tenant; every tenant query goes through inTenant. */
export type StaffContext = {
  session: RequestSession;
  user: UserRow;
  tenantId: number;
  /** The request's clock reading, so one request sees one "now". */
  now: Date;
  inTenant<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** For a read of one statement: the tenant's rows without a transaction (server/db/client.ts). */
  readInTenant<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
};

/** Who writes inside an open tenant transaction: staff, or the system (user null) for voice-filed records. */
export type TenantActor = { tenantId: number; user: { id: number; username?: string } | null; now: Date };

const INACTIVE_TENANT = 'Your organisation is not active. Please contact your administrator.';

/** Last-seen is written at most once a minute, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

const loaded = new WeakMap<FastifyRequest, Promise<RequestSession | null>>();

/** Whether a session is over: idle too long, past its expiry, or its user disabled. */
function sessionEnded(row: SessionRow, now: number, idleMinutes: number) {
  return (
    row.session.lastSeenAt.getTime() + idleMinutes * 60_000 <= now ||
    row.session.expiresAt.getTime() <= now ||
    row.user.isDisabled
  );
}

const dueForTouch = (row: SessionRow, now: number) =>
  now - row.session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS;

/** What the session cache keeps: the row the rules are checked on, and the request's view of it. */
export type CachedSession = { row: SessionRow; session: RequestSession };

async function loadSession(request: FastifyRequest): Promise<RequestSession | null> {
  const token = readSessionToken(request);
  if (!token) return null;
  const { database, clock, config } = request.server.deps;
  const cache = request.server.sessionCache;
  const now = clock.now().getTime();
  // Kept under the token the browser sent, which this process holds anyway: a read then needs no hash.
  const cached = mayUseCachedSession(request.method) ? await cache.current(token, now) : undefined;
  if (cached && !sessionEnded(cached.row, now, config.SESSION_IDLE_MINUTES) && !dueForTouch(cached.row, now))
    return cached.session;
  const ticket = cache.ticket();
  const idHash = hashSessionToken(token);
  const row = await findSession(database.db, idHash);
  if (!row) return null;
  if (sessionEnded(row, now, config.SESSION_IDLE_MINUTES)) {
    await deleteSession(database.db, idHash);
    return null;
  }
  if (dueForTouch(row, now)) {
    const at = new Date(now);
    await touchSession(database.db, idHash, at);
    row.session.lastSeenAt = at;
  }
  const session = requestSession(idHash, row);
  cache.set(token, { row, session }, ticket, now);
  return session;
}

function requestSession(idHash: string, row: SessionRow): RequestSession {
  const tenant = row.tenant?.id ? row.tenant : null;
  const activeTenant = row.activeTenant?.id ? row.activeTenant : null;
  return {
    idHash,
    user: row.user,
    tenant,
    activeTenant,
    dto: toSessionUserDto(row.user, tenant, activeTenant),
  };
}

export function getSession(request: FastifyRequest): Promise<RequestSession | null> {
  let session = loaded.get(request);
  if (!session) {
    session = loadSession(request);
    loaded.set(request, session);
  }
  return session;
}

export async function requireUser(request: FastifyRequest): Promise<RequestSession> {
  const session = await getSession(request);
  if (!session) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  return session;
}

export async function requireRole(
  request: FastifyRequest,
  roles: readonly UserRole[],
): Promise<RequestSession> {
  const session = await requireUser(request);
  if (!roles.includes(session.user.role))
    throw new AppError('FORBIDDEN', 'You do not have permission to do that');
  return session;
}

function activeTenantOf(session: RequestSession): TenantRef {
  return session.user.role === 'global_admin' ? session.activeTenant : session.tenant;
}

const STAFF_ONLY = 'This page is for staff. Dealer accounts use the dealer portal.';
const DEALERS_ONLY = 'This page is for dealer accounts.';

/** The session's working tenant, refused when there is none or it is not active. */
function workingTenantOf(session: RequestSession): NonNullable<TenantRef> {
  const tenant = activeTenantOf(session);
  if (!tenant) throw new AppError('FORBIDDEN', 'Your account is not assigned to a tenant');
  if (!tenant.isActive && session.user.role !== 'global_admin') {
    throw new AppError('FORBIDDEN', INACTIVE_TENANT);
  }
  return tenant;
}

export async function requireStaff(request: FastifyRequest): Promise<StaffContext> {
  const session = await requireUser(request);
  if (session.user.role === 'dealer') throw new AppError('FORBIDDEN', STAFF_ONLY);
  const tenant = workingTenantOf(session);
  const { database } = request.server.deps;
  return {
    session,
    user: session.user,
    tenantId: tenant.id,
    now: request.server.deps.clock.now(),
    inTenant: (fn) => withTenant(database, tenant.id, fn),
    readInTenant: (fn) => readInTenant(database, tenant.id, fn),
  };
}

/**
 * A dealer account at work in the portal: every query runs under the dealer role, which row-level
 * security narrows to this dealer's rows of its tenant (decision 086).
 */
export type DealerContext = {
  session: RequestSession;
  user: UserRow;
  tenantId: number;
  dealerId: number;
  now: Date;
  inTenant<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
};

export async function requireDealer(request: FastifyRequest): Promise<DealerContext> {
  const session = await requireUser(request);
  const { dealerId } = session.user;
  if (session.user.role !== 'dealer' || dealerId === null) throw new AppError('FORBIDDEN', DEALERS_ONLY);
  const tenant = workingTenantOf(session);
  const { database } = request.server.deps;
  const scope = { tenantId: tenant.id, dealerId };
  return {
    session,
    user: session.user,
    tenantId: tenant.id,
    dealerId,
    now: request.server.deps.clock.now(),
    inTenant: (fn) => withDealer(database, scope, fn),
  };
}

/** onRequest hook for routes of every signed-in account: 401 before the body is even read. */
export async function authenticate(request: FastifyRequest) {
  await requireUser(request);
}

/** onRequest hook for staff routes: 401, or 403 for a dealer account, before the body is read. */
export async function authenticateStaff(request: FastifyRequest) {
  const session = await requireUser(request);
  if (session.user.role === 'dealer') throw new AppError('FORBIDDEN', STAFF_ONLY);
}

/** onRequest hook for the dealer portal: 401, or 403 for staff, before the body is read. */
export async function authenticateDealer(request: FastifyRequest) {
  const session = await requireUser(request);
  if (session.user.role !== 'dealer') throw new AppError('FORBIDDEN', DEALERS_ONLY);
}

/** onRequest hook: a tenant admin of a deactivated tenant administers nothing (403). */
export async function refuseInactiveTenantAdmin(request: FastifyRequest) {
  const session = await requireUser(request);
  if (session.user.role === 'tenant_admin' && !session.tenant?.isActive) {
    throw new AppError('FORBIDDEN', INACTIVE_TENANT);
  }
}

/** onRequest hook factory for role-restricted routes: 401/403 before validation. */
export function authorize(roles: readonly UserRole[]) {
  return async (request: FastifyRequest) => {
    await requireRole(request, roles);
  };
}
