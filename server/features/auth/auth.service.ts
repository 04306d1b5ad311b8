import type { SessionUser } from '../../../domain/api-types';
import type { LoginInput } from '../../../domain/auth';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import {
  deleteSession,
  findTenantRef,
  findUserByLogin,
  firstActiveTenant,
  insertSession,
  setActiveTenant,
} from './auth.queries';
import { assertLoginAllowed, recordAttempt } from './login-throttle';
import { verifyPassword } from './password';
import { hashSessionToken, newSessionToken } from './session-token';
import { toSessionUserDto } from './user-dto';

export type LoginResult = { token: string; user: SessionUser; maxAgeSeconds: number };

const INVALID_CREDENTIALS = 'Invalid username or password';

export async function login(
  deps: AppDeps,
  input: LoginInput,
  client: { ip: string; userAgent?: string; previousToken?: string },
): Promise<LoginResult> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const user = await findUserByLogin(db, input.username);
  const account = user ? `user:${user.id}` : `login:${input.username.trim().toLowerCase()}`;
  await assertLoginAllowed(db, account, client.ip, now);

  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordOk || user.isDisabled) {
    await recordAttempt(db, account, client.ip, false, now);
    throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
  }
  const tenant = user.tenantId ? await findTenantRef(db, user.tenantId) : null;
  if (user.role !== 'global_admin' && (!tenant || !tenant.isActive)) {
    await recordAttempt(db, account, client.ip, false, now);
    throw new AppError('FORBIDDEN', 'Your organisation is not active. Please contact your administrator.');
  }
  await recordAttempt(db, account, client.ip, true, now);

  // A fresh id at every login; the session the browser came with (if any) is dropped.
  if (client.previousToken) await deleteSession(db, hashSessionToken(client.previousToken));
  const activeTenant = tenant ?? (await firstActiveTenant(db));
  const token = newSessionToken();
  const maxAgeSeconds = deps.config.SESSION_MAX_HOURS * 3600;
  await insertSession(db, {
    idHash: hashSessionToken(token),
    userId: user.id,
    activeTenantId: activeTenant?.id ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + maxAgeSeconds * 1000),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  return { token, user: toSessionUserDto(user, tenant, activeTenant), maxAgeSeconds };
}

export async function logout(deps: AppDeps, token: string | undefined) {
  if (token) await deleteSession(deps.database.db, hashSessionToken(token));
}

/** A global_admin chooses the tenant it works in. */
export async function switchActiveTenant(deps: AppDeps, sessionIdHash: string, tenantId: number) {
  const tenant = await findTenantRef(deps.database.db, tenantId);
  if (!tenant) throw new AppError('NOT_FOUND', 'Tenant not found');
  await setActiveTenant(deps.database.db, sessionIdHash, tenantId);
  return tenant;
}
