import { z } from 'zod';
import { NOTHING_TO_UPDATE, optionalEmail, pagingQuery, requiredText, searchQuery } from './fields';
import { requiredPhone } from './phone-field';
import { rowId, timestamp } from './responses';

export const DEALER_COUNTRIES = [
  'United States',
  'Puerto Rico',
  'U.S. Virgin Islands',
  'American Samoa',
  'Guam',
  'Northern Mariana Islands',
  'Washington D.C.',
] as const;
export type DealerCountry = (typeof DEALER_COUNTRIES)[number];

export const DEALER_ID_LENGTH = 6;

export const createDealerSchema = z.object({
  dealerId: z
    .string({ error: 'Dealer ID must be 6 characters' })
    .trim()
    .toUpperCase()
    .length(DEALER_ID_LENGTH, 'Dealer ID must be 6 characters')
    .regex(/^[A-Z0-9]+$/, 'Dealer ID may only contain letters and digits'),
  dealerName: requiredText('Dealer name is required', 120),
  contactName: requiredText('Contact name is required', 120),
  phone: requiredPhone('Phone number is required'),
  email: optionalEmail,
  country: z.enum(DEALER_COUNTRIES, { error: 'Country/Territory is required' }),
  address: requiredText('Address is required', 300),
  city: requiredText('City is required', 100),
  state: requiredText('State is required', 60),
  zipCode: requiredText('Zip code is required', 10),
});
export type CreateDealerInput = z.input<typeof createDealerSchema>;

/** PATCH /api/dealers/{id}: any of the create form's fields, checked the same way. */
export const updateDealerSchema = createDealerSchema
  .partial()
  .refine(NOTHING_TO_UPDATE.check, NOTHING_TO_UPDATE.message);

export const dealerListQuerySchema = z.object({ search: searchQuery, ...pagingQuery });

/** `name` repeats `dealerName` and `dealerId` is the dealer's code, as the spec's answers have them. */
export const dealerResponseSchema = z.object({
  id: rowId,
  name: z.string(),
  dealerId: z.string(),
  dealerName: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  country: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  createdAt: timestamp,
});
