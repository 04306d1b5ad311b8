import { z } from 'zod';
import {
  NOTHING_TO_UPDATE,
  optionalEmail,
  optionalText,
  pagingQuery,
  requiredText,
  searchQuery,
} from './fields';
import { normalisePhone } from './phone';
import { requiredPhone } from './phone-field';
import { rowId, timestamp } from './responses';

export const createCustomerSchema = z.object({
  firstName: requiredText('First name is required', 80),
  lastName: requiredText('Last name is required', 80),
  phone: requiredPhone('Phone number is required'),
  email: optionalEmail,
  zipCode: optionalText(10),
  address: optionalText(300),
  company: optionalText(200),
});
export type CreateCustomerInput = z.input<typeof createCustomerSchema>;

/** PATCH /api/customers/{id}: any of the create form's fields, checked the same way. */
export const updateCustomerSchema = createCustomerSchema
  .partial()
  .refine(NOTHING_TO_UPDATE.check, NOTHING_TO_UPDATE.message);

/** POST /api/customers/search: the ticket form looks up existing customers as staff type. */
export const customerSearchSchema = z.object({
  phone: z
    .string()
    .max(40)
    .optional()
    .transform((value) => (value ? normalisePhone(value) : '')),
  name: z
    .string()
    .trim()
    .max(120)
    .optional()
    .transform((value) => value ?? ''),
});

export const customerListQuerySchema = z.object({ search: searchQuery, ...pagingQuery });

/** The ticket form searches once the phone has 10+ characters or the name 2+. */
export const CUSTOMER_SEARCH_MIN_PHONE = 10;
export const CUSTOMER_SEARCH_MIN_NAME = 2;

export function shouldSearchCustomers(phone: string, name: string): boolean {
  return phone.length >= CUSTOMER_SEARCH_MIN_PHONE || name.trim().length >= CUSTOMER_SEARCH_MIN_NAME;
}

/** Splits a full name typed in the ticket form into first and last names. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/);
  if (parts.length === 1) return { firstName: parts[0] ?? '', lastName: '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1] ?? '' };
}

/** A name as compared: no case, no accents ("Peña" is "pena"). */
const nameKey = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * Whether a customer record may be the person a name was given for: the same surname ("Ben Carter"
 * for "Benjamin Carter"), or where either has one name only, that name among the other's.
 */
export function mayBeNamed(fullName: string, customer: { firstName: string; lastName: string }): boolean {
  const given = splitFullName(fullName);
  if (given.lastName && customer.lastName) return nameKey(given.lastName) === nameKey(customer.lastName);
  const theirs = new Set([customer.firstName, customer.lastName].filter(Boolean).map(nameKey));
  return [given.firstName, given.lastName].filter(Boolean).some((name) => theirs.has(nameKey(name)));
}

export const customerResponseSchema = z.object({
  id: rowId,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  zipCode: z.string().nullable(),
  address: z.string().nullable(),
  company: z.string().nullable(),
  createdAt: timestamp,
});
