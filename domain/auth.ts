import { z } from 'zod';

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
