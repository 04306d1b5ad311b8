import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { currentDriver, openEmptyTestDatabase } from '../test/databases';
import { migrateUntil } from '../test/migrations/migrate-until';
import { rowsOf, type Database } from './client';
import { migrateDatabase } from './migrate';

describe('migration 0012: dealers and tickets are found by the contact fields their rows show', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openEmptyTestDatabase(currentDriver(), inject('testDbTemplate'));
    await migrateUntil(database, '0012_contact_search_text');
    await database.db.execute(sql`insert into tenants (id, name, subdomain) values (1, 'Demo', 'demo')`);
    await database.db.execute(sql`
      insert into dealers (id, tenant_id, dealer_code, dealer_name, contact_name, phone, email, country,
          address, city, state, zip_code, search_text)
        values (1, 1, 'FL4450', 'Gulf Coast Tire Depot', 'Brenda Fox', '5905552511',
          'service@gulfcoast.example.com', 'United States', '1 Main St', 'Tampa', 'FL', '33602',
          'gulf coast tire depot fl4450 brenda fox tampa')`);
    await database.db.execute(sql`
      insert into customers (id, tenant_id, first_name, last_name, phone, email, search_text)
        values (1, 1, 'Ana', 'Silva', '5550001111', 'ana@example.test', 'ana silva 5550001111')`);
    await database.db.execute(sql`
      insert into tickets (id, tenant_id, subject, description, dealer_id, search_text)
        values (1, 1, 'Sidewall bulge', 'Seen at the shop', 1, 'sidewall bulge seen at the shop gulf coast tire depot ca-123')`);
    await database.db.execute(sql`
      insert into tickets (id, tenant_id, subject, description, customer_id, search_text)
        values (2, 1, 'Slow leak', 'Front left', 1, 'slow leak front left ana silva 5550001111')`);
    await database.db.execute(sql`
      insert into tickets (id, tenant_id, subject, description, search_text)
        values (3, 1, 'Question', 'No contact', 'question no contact')`);
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  const searchTextOf = async (table: 'dealers' | 'tickets', id: number) =>
    rowsOf<{ search_text: string }>(
      await database.db.execute(sql`select search_text from ${sql.identifier(table)} where id = ${id}`),
    )[0]!.search_text;

  it('rebuilds the dealers text with e-mail, phone, city and state', async () => {
    expect(await searchTextOf('dealers', 1)).toBe(
      'gulf coast tire depot fl4450 service@gulfcoast.example.com brenda fox 5905552511 tampa fl',
    );
  });

  it("adds the customer's e-mail and the dealer's city and state to tickets, keeping what was there", async () => {
    expect(await searchTextOf('tickets', 1)).toBe(
      'sidewall bulge seen at the shop gulf coast tire depot ca-123 tampa fl',
    );
    expect(await searchTextOf('tickets', 2)).toBe(
      'slow leak front left ana silva 5550001111 ana@example.test',
    );
    expect(await searchTextOf('tickets', 3)).toBe('question no contact');
  });
});
