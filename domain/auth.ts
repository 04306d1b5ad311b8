import { z } from 'zod';
import { CURRENT_PASSWORD_REQUIRED, password } from './admin';

export const loginSchema = z.object({
  username: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(128, 'Password is too long'),
});
export type LoginInput = z.input<typeof loginSchema>;

export const switchTenantSchema = z.object({
  tenantId: z.number({ error: 'Tenant must be a number' }).int().positive().max(2_147_483_647),
});

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MINUTES = 15;
/** Failures for one account from all addresses together within the window. */
export const LOGIN_MAX_ACCOUNT_FAILURES = 20;
/** Past that cap a device the account signed in on before may still try, once per this many seconds. */
export const KNOWN_DEVICE_SPACING_SECONDS = 10;

export const CURRENT_PASSWORD_WRONG = 'The current password is not correct';
export const SAME_PASSWORD = 'Choose a password different from the current one';

/** POST /api/auth/password: every signed-in user changes their own password. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: CURRENT_PASSWORD_REQUIRED })
    .min(1, CURRENT_PASSWORD_REQUIRED)
    .max(128, 'Password is too long'),
  newPassword: z.string({ error: 'Enter a new password' }).pipe(password),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const passwordChangedSchema = z.object({ ok: z.literal(true) });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;
