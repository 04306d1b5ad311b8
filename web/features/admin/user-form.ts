import { z } from 'zod';
import { createUserSchema, ROLE_LABELS, updateUserSchema, USER_ROLES, type UserRole } from '@domain/admin';
import type { SessionUser, Tenant, User } from '@domain/api-types';
import type { Choice } from '../../components/ui/ChoiceSelect';

/** The tenant select's value for "no tenant"; sent as a null tenantId (spec section 5). */
export const NO_TENANT = 'none';

/** The forms' shared "required" lines (domain/admin.ts), shown once above the fields. */
export const CREATE_REQUIRED = 'Email, username, and password are required';
export const EDIT_REQUIRED = 'Email and username are required';

export type UserFormValues = {
  email: string;
  username: string;
  password: string;
  role: UserRole;
  tenant: string;
  /** Your own account only: needed to change its password or e-mail. */
  currentPassword: string;
};
export type UserFormOutput = Omit<UserFormValues, 'password'> & { password?: string };

const needsTenant = (values: { role: UserRole; tenant: string }) =>
  values.role === 'global_admin' || values.tenant !== NO_TENANT;
const tenantRule = { path: ['tenant'], message: 'Choose a tenant for this role' };

export const createUserFormSchema = z
  .object({
    email: createUserSchema.shape.email,
    username: createUserSchema.shape.username,
    password: createUserSchema.shape.password,
    role: z.enum(USER_ROLES),
    tenant: z.string(),
    currentPassword: z.string(),
  })
  .refine(needsTenant, tenantRule);

export const editUserFormSchema = z
  .object({
    email: updateUserSchema.shape.email,
    username: updateUserSchema.shape.username,
    // Blank keeps the current password.
    password: z
      .string()
      .transform((value) => value || undefined)
      .pipe(updateUserSchema.shape.password),
    role: z.enum(USER_ROLES),
    tenant: z.string(),
    currentPassword: z.string(),
  })
  .refine(needsTenant, tenantRule);

export function toTenantId(choice: string): number | null {
  return choice === NO_TENANT ? null : Number(choice);
}

/**
 * What POST or PATCH /api/admin/users gets; your own role and tenant are never sent (nor changed),
 * your current password only when typed.
 */
export function userPayload(values: UserFormOutput, isSelf: boolean) {
  const { tenant, password, role, currentPassword, ...identity } = values;
  return {
    ...identity,
    ...(isSelf ? {} : { role, tenantId: toTenantId(tenant) }),
    ...(password ? { password } : {}),
    ...(isSelf && currentPassword ? { currentPassword } : {}),
  };
}

export function newUserDefaults(actor: SessionUser): UserFormValues {
  const tenantId = actor.role === 'global_admin' ? actor.activeTenant?.id : actor.tenantId;
  return {
    email: '',
    username: '',
    password: '',
    role: 'user',
    tenant: tenantId ? String(tenantId) : NO_TENANT,
    currentPassword: '',
  };
}

export function editUserDefaults(user: User): UserFormValues {
  const tenant = user.tenantId === null ? NO_TENANT : String(user.tenantId);
  return {
    email: user.email,
    username: user.username,
    password: '',
    role: user.role,
    tenant,
    currentPassword: '',
  };
}

/**
 * A tenant admin never grants the global admin role; a dealer account (made on its dealer's page)
 * keeps its role, which is shown but not offered to others.
 */
export function roleChoicesFor(actor: SessionUser, user: User | null = null): Choice[] {
  const staff: UserRole[] =
    actor.role === 'global_admin' ? ['user', 'tenant_admin', 'global_admin'] : ['user', 'tenant_admin'];
  const roles = user?.role === 'dealer' ? ['dealer' as const] : staff;
  return roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
}

/** A global admin picks any tenant or none; a tenant admin only their own. */
export function tenantChoicesFor(actor: SessionUser, tenants: Tenant[] | undefined): Choice[] {
  if (actor.role !== 'global_admin') {
    return actor.tenant ? [{ value: String(actor.tenant.id), label: actor.tenant.name }] : [];
  }
  return [
    { value: NO_TENANT, label: 'No tenant' },
    ...(tenants ?? []).map((tenant) => ({
      value: String(tenant.id),
      label: tenant.isActive ? tenant.name : `${tenant.name} (inactive)`,
    })),
  ];
}
