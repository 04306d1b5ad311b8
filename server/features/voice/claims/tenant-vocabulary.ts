import { KNOWN_TYRE_BRANDS } from '../../../../domain/claim-field-reading';
import { findDemoTenantId } from '../../../db/demo-tenant';
import { withTenant } from '../../../db/client';
import type { AppDeps } from '../../../lib/deps';
import type { TenantVocabulary } from '../../speech';
import { listCustomers } from '../../customers';
import { listDealers } from '../../dealers';

/** How long the dealer names are kept before they are read again (a dealer added now is heard within it). */
const FRESH_FOR_MS = 60_000;
/** The grammars list names, so a tenant with very many dealers or customers is listened for by its newest ones. */
const MAX_DEALERS = 500;
const MAX_CUSTOMERS = 500;

/**
 * The demo tenant's dealer names, its customers' names and the brands, which recognition listens
 * for while the claim dialogue asks for them. Read from the database in the background: a turn
 * never waits for it.
 */
export function demoTenantVocabulary(deps: AppDeps): () => TenantVocabulary {
  let vocabulary: TenantVocabulary = { brands: KNOWN_TYRE_BRANDS, dealers: [] };
  let readAt = -Infinity;
  let reading = false;
  const refresh = async () => {
    reading = true;
    try {
      const tenantId = await findDemoTenantId(deps.database);
      const { dealers, customers } = await withTenant(deps.database, tenantId, async (tx) => ({
        dealers: await listDealers(tx, tenantId, { limit: MAX_DEALERS, offset: 0 }),
        customers: await listCustomers(tx, tenantId, { limit: MAX_CUSTOMERS, offset: 0 }),
      }));
      vocabulary = {
        brands: KNOWN_TYRE_BRANDS,
        dealers: dealers.items.map(({ dealerName, dealerCode }) => ({ dealerName, dealerCode })),
        customers: {
          given: customers.items.map((customer) => customer.firstName),
          surnames: customers.items.map((customer) => customer.lastName),
        },
      };
    } catch {
      // No database yet, or it is busy: the names read last time are used.
    } finally {
      readAt = Date.now();
      reading = false;
    }
  };
  return () => {
    if (!reading && Date.now() - readAt > FRESH_FOR_MS) void refresh();
    return vocabulary;
  };
}
