import type { z } from 'zod';
import {
  DEALER_ONLY_FOR_DEALERS,
  DEALER_REQUIRED,
  type adminListQuerySchema,
  type createUserSchema,
  type updateUserSchema,
  type UserRole,
} from '../../../domain/admin';
import { recordAudit } from '../../lib/audit';
import type { AppDeps } from '../../lib/deps';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import type { RequestSession } from '../../lib/request-context';
import { withTenant } from '../../db/client';
import { findDealer } from '../dealers';
import {
  assertUncommonPassword,
  confirmOwnPassword,
  deleteUserSessions,
  hashPassword,
  type PasswordClient,
} from '../auth';
import { toUserDto } from '../../lib/user-dto';
import { findTenant } from './tenants.queries';
import {
  deleteUser,
  findUserWithTenant,
  identityTaken,
  insertUser,
  listUsers,
  updateUser,
} from './users.queries';

type CreateUser = z.output<typeof createUserSchema>;
type UpdateUser = z.output<typeof updateUserSchema>;
/** Where an account belongs: its role, tenant, and for a dealer account its dealer. */
type Assignment = { role: UserRole; tenantId: number | null; dealerId: number | null };

/** A tenant admin manages only its own tenant's users; a global admin manages everyone. */
function scopeOf(actor: RequestSession): number | undefined {
  return actor.user.role === 'global_admin' ? undefined : (actor.user.tenantId ?? -1);
}

const dealerFieldError = (message: string) =>
  new AppError('VALIDATION_ERROR', message, { dealerId: [message] });

/** A dealer account names a dealer of its own tenant; no other account names one. */
async function assertDealer(deps: AppDeps, { role, tenantId, dealerId }: Assignment) {
  if (role !== 'dealer') {
    if (dealerId !== null) throw dealerFieldError(DEALER_ONLY_FOR_DEALERS);
    return;
  }
  if (dealerId === null || tenantId === null) throw dealerFieldError(DEALER_REQUIRED);
  const dealer = await withTenant(deps.database, tenantId, (tx) => findDealer(tx, tenantId, dealerId));
  if (!dealer) throw dealerFieldError(DEALER_REQUIRED);
}

async function assertAssignment(deps: AppDeps, actor: RequestSession, assignment: Assignment) {
  const { role, tenantId } = assignment;
  const scope = scopeOf(actor);
  if (scope !== undefined && role === 'global_admin')
    throw forbidden('Only a global admin can grant the global admin role');
  if (scope !== undefined && tenantId !== scope)
    throw forbidden('You can only manage users of your own tenant');
  if (role !== 'global_admin' && tenantId === null) {
    throw new AppError('VALIDATION_ERROR', 'Choose a tenant for this role', {
      tenantId: ['Choose a tenant for this role'],
    });
  }
  if (tenantId !== null && !(await findTenant(deps.database.db, tenantId))) throw notFound('Tenant');
  await assertDealer(deps, assignment);
}

/** Accounts of every tenant share the namespace: the answer never says which one, or where, is taken. */
export const IDENTITY_UNAVAILABLE = 'That username or e-mail cannot be used';

async function assertIdentityFree(deps: AppDeps, email: string, username: string, exceptId?: number) {
  if (await identityTaken(deps.database.db, email, username, exceptId)) throw conflict(IDENTITY_UNAVAILABLE);
}

/** The target user, if it exists within the actor's scope. */
async function findManagedUser(deps: AppDeps, actor: RequestSession, id: number) {
  const row = await findUserWithTenant(deps.database.db, id);
  const scope = scopeOf(actor);
  if (!row || (scope !== undefined && (row.user.tenantId !== scope || row.user.role === 'global_admin'))) {
    throw notFound('User');
  }
  return row;
}

export async function listUserPage(
  deps: AppDeps,
  actor: RequestSession,
  query: z.output<typeof adminListQuerySchema>,
) {
  const page = await listUsers(deps.database.db, query, scopeOf(actor));
  return { items: page.items.map((row) => toUserDto(row.user, row.tenant)), total: page.total };
}

export async function createUser(deps: AppDeps, actor: RequestSession, input: CreateUser) {
  const tenantId = input.tenantId ?? scopeOf(actor) ?? null;
  assertUncommonPassword(input.password);
  const assignment = { role: input.role, tenantId, dealerId: input.dealerId };
  await assertAssignment(deps, actor, assignment);
  await assertIdentityFree(deps, input.email, input.username);
  const id = await insertUser(deps.database.db, {
    email: input.email,
    username: input.username,
    ...assignment,
    passwordHash: await hashPassword(input.password),
  });
  await recordAudit(deps.database.db, {
    tenantId,
    userId: actor.user.id,
    action: 'create',
    entity: 'user',
    entityId: id,
  });
  const row = (await findUserWithTenant(deps.database.db, id))!;
  return toUserDto(row.user, row.tenant);
}

export async function editUser(
  deps: AppDeps,
  actor: RequestSession,
  id: number,
  patch: UpdateUser,
  client: PasswordClient,
) {
  const { db } = deps.database;
  const { user } = await findManagedUser(deps, actor, id);
  const role = patch.role ?? user.role;
  const tenantId = patch.tenantId === undefined ? user.tenantId : patch.tenantId;
  const keptDealerId = role === 'dealer' ? user.dealerId : null;
  const dealerId = patch.dealerId === undefined ? keptDealerId : patch.dealerId;
  const isSelf = id === actor.user.id;
  if (isSelf && (role !== user.role || tenantId !== user.tenantId || patch.isDisabled)) {
    throw conflict('You cannot change your own role or tenant, or disable your own account');
  }
  // An admin resets other people's sign-in details; their own need the current password.
  if (isSelf && (patch.password || patch.email !== user.email.toLowerCase())) {
    await confirmOwnPassword(deps, actor.user, patch.currentPassword, client);
  }
  if (patch.password) assertUncommonPassword(patch.password);
  await assertAssignment(deps, actor, { role, tenantId, dealerId });
  await assertIdentityFree(deps, patch.email, patch.username, id);
  await updateUser(db, id, {
    email: patch.email,
    username: patch.username,
    role,
    tenantId,
    dealerId,
    ...(patch.isDisabled !== undefined ? { isDisabled: patch.isDisabled } : {}),
    ...(patch.password ? { passwordHash: await hashPassword(patch.password) } : {}),
  });
  // A new password or a disabled account ends the user's other sessions at once.
  if (patch.password || patch.isDisabled) await deleteUserSessions(db, id, isSelf ? actor.idHash : undefined);
  const changes = {
    role,
    tenantId,
    dealerId,
    passwordChanged: Boolean(patch.password),
    isDisabled: patch.isDisabled,
  };
  await recordAudit(db, {
    tenantId,
    userId: actor.user.id,
    action: 'update',
    entity: 'user',
    entityId: id,
    changes,
  });
  const row = (await findUserWithTenant(db, id))!;
  return toUserDto(row.user, row.tenant);
}

export async function removeUser(deps: AppDeps, actor: RequestSession, id: number) {
  if (id === actor.user.id) throw conflict('You cannot delete your own account');
  const { user } = await findManagedUser(deps, actor, id);
  await deleteUser(deps.database.db, id);
  await recordAudit(deps.database.db, {
    tenantId: user.tenantId,
    userId: actor.user.id,
    action: 'delete',
    entity: 'user',
    entityId: id,
  });
}
