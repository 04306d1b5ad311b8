import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  /** The driver in use: embedded PGlite or a PostgreSQL server. */
  database: z.enum(['pglite', 'pg']),
  latencyMs: z.number().int().nonnegative(),
});

export const healthUnavailableSchema = z.object({
  status: z.literal('unavailable'),
  database: z.literal('unreachable'),
});
