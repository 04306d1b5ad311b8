import { z } from 'zod';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Half of a UTF-16 pair alone becomes U+FFFD, which is what a text column stores for it anyway:
 * a JSON column (a ticket's history, the audit log) refuses it outright.
 */
export const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

/** A required text field: missing, null or blank all read as the spec's "required" message. */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: (issue) => (issue.input == null ? message : undefined) })
    .overwrite(wellFormed)
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`);
}

/** Optional text: blank becomes null so the database never stores empty strings. */
export function optionalText(max = 200) {
  return z
    .string()
    .overwrite(wellFormed)
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

const emailFormat = z.email();

/** Optional e-mail: empty means none; anything else must be a valid address. */
export const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Invalid email')
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || emailFormat.safeParse(value).success, { message: 'Invalid email' });

export const idParam = z.coerce
  .number({ error: 'Id must be a number' })
  .int('Id must be a whole number')
  .positive('Id must be positive')
  .max(2_147_483_647, 'Id is out of range');

export const positiveId = z
  .number({ error: (issue) => (issue.input == null ? 'Required' : 'Expected number') })
  .int('Expected a whole number')
  .positive('Must be positive')
  .max(2_147_483_647, 'Id is out of range');

export const pagingQuery = {
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
};

/** A NUL can be in no stored text, and PostgreSQL refuses it in a query's parameters. */
export const SEARCH_NUL = 'Search cannot contain a NUL character';

export const searchQuery = z
  .string()
  .trim()
  .max(200, 'Search is too long')
  .refine((value) => !value.includes('\0'), SEARCH_NUL)
  .optional();

/** A PATCH body's check: at least one field is given. */
export const NOTHING_TO_UPDATE = {
  check: (patch: Record<string, unknown>) => Object.values(patch).some((value) => value !== undefined),
  message: 'Nothing to update',
};
