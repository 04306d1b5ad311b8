import { KNOWN_TYRE_BRANDS } from '../../../../domain/claim-field-reading';
import { findDemoTenantId } from '../../../db/demo-tenant';
import { withTenant } from '../../../db/client';
import type { AppDeps } from '../../../lib/deps';
import type { TenantVocabulary } from '../../speech';
import { listDealers } from '../../dealers';

/** How long the dealer names are kept before they are read again (a dealer added now is heard within it). */
const FRESH_FOR_MS = 60_000;
/** The grammar lists names, so a tenant with very many dealers is listened for by its newest ones. */
const MAX_DEALERS = 500;

/**
 * The demo tenant's dealer names and the brands, which recognition listens for while the claim
 * dialogue asks for them. Read from the database in the background: a turn never waits for it.
 */
export function demoTenantVocabulary(deps: AppDeps): () => TenantVocabulary {
  let vocabulary: TenantVocabulary = { brands: KNOWN_TYRE_BRANDS, dealers: [] };
  let readAt = -Infinity;
  let reading = false;
  const refresh = async () => {
    reading = true;
    try {
      const tenantId = await findDemoTenantId(deps.database);
      const page = await withTenant(deps.database, tenantId, (tx) =>
        listDealers(tx, tenantId, { limit: MAX_DEALERS, offset: 0 }),
      );
      const dealers = page.items.map((dealer) => dealer.dealerName);
      vocabulary = { brands: KNOWN_TYRE_BRANDS, dealers };
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
