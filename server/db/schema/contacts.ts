import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, searchVector, fullText, trigram } from './columns';
import { tenantRef } from './platform';

/** A tenant's customers and dealers. */

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    zipCode: text('zip_code'),
    address: text('address'),
    company: text('company'),
    searchText: text('search_text').notNull(),
    searchVector: searchVector(
      sql`setweight(to_tsvector('simple', "first_name" || ' ' || "last_name"), 'A') || setweight(to_tsvector('simple', coalesce("company", '') || ' ' || coalesce("email", '')), 'B')`,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('customers_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('customers_tenant_phone_idx').on(t.tenantId, t.phone),
    trigram('customers_search_trgm_idx', 'search_text'),
    fullText('customers_search_vector_idx'),
  ],
);

export const dealers = pgTable(
  'dealers',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    dealerCode: text('dealer_code').notNull(),
    dealerName: text('dealer_name').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    country: text('country').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    searchText: text('search_text').notNull(),
    searchVector: searchVector(
      sql`setweight(to_tsvector('simple', "dealer_name" || ' ' || "dealer_code"), 'A') || setweight(to_tsvector('simple', "contact_name" || ' ' || "city" || ' ' || coalesce("email", '')), 'B')`,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dealers_tenant_code_idx').on(t.tenantId, t.dealerCode),
    index('dealers_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    trigram('dealers_search_trgm_idx', 'search_text'),
    fullText('dealers_search_vector_idx'),
  ],
);
