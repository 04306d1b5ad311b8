import { z } from 'zod';
import { pagingQuery, requiredText, searchQuery } from './fields';
import { rowId, timestamp } from './responses';

/** A `dealer` account belongs to one dealer and uses the dealer portal only (decision 086). */
export const USER_ROLES = ['user', 'tenant_admin', 'global_admin', 'dealer'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const ROLE_LABELS: Record<UserRole, string> = {
  global_admin: 'Global Admin',
  tenant_admin: 'Tenant Admin',
  user: 'User',
  dealer: 'Dealer',
};

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

const subdomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(63, 'Subdomain must be at most 63 characters')
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(value), {
    message: 'Subdomain may contain letters, digits and inner hyphens only',
  });

export const tenantSchema = z.object({
  name: requiredText('Tenant name is required', 120),
  subdomain,
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
});
export const updateTenantSchema = tenantSchema.partial();
export type TenantInput = z.input<typeof tenantSchema>;

/** The tenant choice 'none' is sent as null; otherwise the id as a number. */
const tenantId = z
  .number({ error: 'Tenant must be a number or none' })
  .int()
  .positive()
  .max(2_147_483_647)
  .nullable();

export const PASSWORD_BLANK = 'Password must not be blank';
export const PASSWORD_COMMON = 'This password is too common. Please choose another.';

/** Asked of whoever changes their own password or e-mail, on any route (ASVS 2.1.5). */
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password';

export const password = z
  .string()
  .refine((value) => value.trim().length > 0, PASSWORD_BLANK)
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/**
 * A sign-in name as it is stored and compared: compatibility forms folded (NFKC), so a full-width
 * '＠' is an '@' and 'ｍａｒｉａ' is 'maria', then trimmed.
 */
export function normalSignInName(value: string): string {
  return value.normalize('NFKC').trim();
}

function requiredOf(message: string, max: number) {
  return z
    .string({ error: message })
    .overwrite(normalSignInName)
    .min(1, message)
    .max(max, `Must be at most ${max} characters`);
}

/** E-mails always hold '@' and usernames never do, so a sign-in name matches one account at most. */
export const USERNAME_NO_AT = 'A username cannot contain @';
const username = (message: string) =>
  requiredOf(message, 60).refine((value) => !value.includes('@'), USERNAME_NO_AT);

const CREATE_REQUIRED = 'Email, username, and password are required';
const EDIT_REQUIRED = 'Email and username are required';
const role = z.enum(USER_ROLES, { error: 'Role must be user, tenant_admin, global_admin or dealer' });
export const DEALER_REQUIRED = 'Choose the dealer this account belongs to';
export const DEALER_ONLY_FOR_DEALERS = 'Only a dealer account belongs to a dealer';
const dealerId = z
  .number({ error: DEALER_REQUIRED })
  .int(DEALER_REQUIRED)
  .positive(DEALER_REQUIRED)
  .max(2_147_483_647, DEALER_REQUIRED)
  .nullable();

export const createUserSchema = z.object({
  email: requiredOf(CREATE_REQUIRED, 254).toLowerCase().pipe(z.email('Invalid email')),
  username: username(CREATE_REQUIRED),
  password: z.string({ error: CREATE_REQUIRED }).min(1, CREATE_REQUIRED).pipe(password),
  role: role.default('user'),
  tenantId: tenantId.default(null),
  /** The dealer of a `dealer` account; null for staff. */
  dealerId: dealerId.default(null),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

export const updateUserSchema = z.object({
  email: requiredOf(EDIT_REQUIRED, 254).toLowerCase().pipe(z.email('Invalid email')),
  username: username(EDIT_REQUIRED),
  role: role.optional(),
  tenantId: tenantId.optional(),
  dealerId: dealerId.optional(),
  password: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(password.optional()),
  isDisabled: z.boolean().optional(),
  /** Needed when the account is the caller's own and its password or e-mail changes. */
  currentPassword: z
    .string()
    .max(PASSWORD_MAX, 'Password is too long')
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;

export const adminListQuerySchema = z.object({
  search: searchQuery,
  role: role.optional(),
  /** A dealer's portal accounts (decision 086). */
  dealerId: z.coerce.number({ error: DEALER_REQUIRED }).int().positive().max(2_147_483_647).optional(),
  ...pagingQuery,
});

export function deleteConfirmation(kind: 'tenant' | 'user', name: string): string {
  return `Are you sure you want to delete ${kind} "${name}"? This action cannot be undone.`;
}

const tenantRef = z.object({ id: rowId, name: z.string() });

export const tenantResponseSchema = z.object({
  id: rowId,
  name: z.string(),
  subdomain: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: timestamp,
});

export const userResponseSchema = z.object({
  id: rowId,
  email: z.string(),
  username: z.string(),
  role: z.enum(USER_ROLES),
  tenantId: rowId.nullable(),
  tenant: tenantRef.nullable(),
  dealerId: rowId.nullable(),
  isDisabled: z.boolean(),
  createdAt: timestamp,
});

/** The signed-in user, with the tenant their staff pages work in. */
export const sessionUserResponseSchema = userResponseSchema.extend({ activeTenant: tenantRef.nullable() });
