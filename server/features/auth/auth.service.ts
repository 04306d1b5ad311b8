import { CURRENT_PASSWORD_REQUIRED } from '../../../domain/admin';
import type { SessionUser } from '../../../domain/api-types';
import {
  CURRENT_PASSWORD_WRONG,
  SAME_PASSWORD,
  type ChangePasswordInput,
  type LoginInput,
} from '../../../domain/auth';
import { recordAudit } from '../../lib/audit';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import type { RequestSession } from '../../lib/request-context';
import type { TenantRef, UserRow } from '../../lib/session-store';
import { addressKeyOf } from '../../lib/client-address';
import { deleteSession } from '../../lib/session-store';
import { hashSessionToken, newSessionToken } from '../../lib/session-token';
import { toSessionUserDto } from '../../lib/user-dto';
import {
  deleteUserSessions,
  findTenantRef,
  findUserByLogin,
  firstActiveTenant,
  loginKey,
  insertSession,
  setActiveTenant,
  updateUserPassword,
} from './auth.queries';
import { deviceIdFor, type KnownDevice } from './known-device';
import { attemptSucceeded, reserveLoginAttempt } from './login-throttle';
import { assertUncommonPassword } from './common-passwords';
import { hashPassword, verifyPassword } from './password';

export type LoginResult = { token: string; user: SessionUser; maxAgeSeconds: number; device: KnownDevice };

/** Who is trying a password: the client address, and the browser's known device if it has one. */
export type PasswordClient = { ip: string; knownDevice: KnownDevice | null };

/** The device id of an attempt on `userId`: the browser's known device for that account, if any. */
const knownDeviceOf = (userId: number | undefined, known: KnownDevice | null) =>
  userId !== undefined && known?.userId === userId ? known.deviceId : null;

const INVALID_CREDENTIALS = 'Invalid username or password';

export async function login(
  deps: AppDeps,
  input: LoginInput,
  client: PasswordClient & SessionClient,
): Promise<LoginResult> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const user = await findUserByLogin(db, input.username);
  const account = user ? `user:${user.id}` : `login:${loginKey(input.username)}`;
  const device = knownDeviceOf(user?.id, client.knownDevice);
  const attemptId = await reserveLoginAttempt(db, account, addressKeyOf(client.ip), now, device);

  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  const tenant = user?.tenantId ? await findTenantRef(db, user.tenantId) : null;
  const tenantActive = user?.role === 'global_admin' || tenant?.isActive === true;
  // A deactivated organisation's staff get the same answer as a wrong password: it does not
  // confirm the password.
  if (!user || !passwordOk || user.isDisabled || !tenantActive) {
    throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
  }
  await attemptSucceeded(db, attemptId);
  return {
    ...(await startSession(deps, user, tenant, client)),
    device: { userId: user.id, deviceId: deviceIdFor(user.id, client.knownDevice) },
  };
}

/** Who a new session is for, and the browser it starts in. */
export type SessionClient = { ip: string; userAgent?: string; previousToken?: string };
export type NewSession = Omit<LoginResult, 'device'>;

/** A new session for an account that has just proved who it is (a sign-in, an accepted invitation). */
export async function startSession(
  deps: AppDeps,
  user: UserRow,
  tenant: TenantRef,
  client: SessionClient,
): Promise<NewSession> {
  const { db } = deps.database;
  const now = deps.clock.now();
  // A fresh id every time; the session the browser came with (if any) is dropped.
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

/**
 * Whoever changes their own password or e-mail proves they know the current password, whatever
 * the route: checked under the sign-in throttle, so a stolen session cannot guess it.
 */
export async function confirmOwnPassword(
  deps: AppDeps,
  user: RequestSession['user'],
  currentPassword: string | undefined,
  client: PasswordClient,
) {
  if (!currentPassword) {
    throw new AppError('VALIDATION_ERROR', CURRENT_PASSWORD_REQUIRED, {
      currentPassword: [CURRENT_PASSWORD_REQUIRED],
    });
  }
  const { db } = deps.database;
  const device = knownDeviceOf(user.id, client.knownDevice);
  const now = deps.clock.now();
  const attemptId = await reserveLoginAttempt(db, `user:${user.id}`, addressKeyOf(client.ip), now, device);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('VALIDATION_ERROR', CURRENT_PASSWORD_WRONG, {
      currentPassword: [CURRENT_PASSWORD_WRONG],
    });
  }
  await attemptSucceeded(db, attemptId);
}

/** A signed-in user's own password change; the user's other sessions end. */
export async function changeOwnPassword(
  deps: AppDeps,
  session: RequestSession,
  input: ChangePasswordInput,
  client: PasswordClient,
) {
  const { db } = deps.database;
  await confirmOwnPassword(deps, session.user, input.currentPassword, client);
  if (input.newPassword === input.currentPassword) {
    throw new AppError('VALIDATION_ERROR', SAME_PASSWORD, { newPassword: [SAME_PASSWORD] });
  }
  assertUncommonPassword(input.newPassword, 'newPassword');
  await updateUserPassword(db, session.user.id, await hashPassword(input.newPassword));
  await deleteUserSessions(db, session.user.id, session.idHash);
  await recordAudit(db, {
    tenantId: session.user.tenantId,
    userId: session.user.id,
    action: 'update',
    entity: 'user',
    entityId: session.user.id,
    changes: { passwordChanged: true, by: 'self' },
  });
}
