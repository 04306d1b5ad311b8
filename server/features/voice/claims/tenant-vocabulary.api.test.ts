import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../db/client';
import { findDemoTenantId } from '../../../db/demo-tenant';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCustomerIn } from '../../customers';
import { demoTenantVocabulary } from './tenant-vocabulary';

describe("the demo tenant's names recognition listens for", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("holds its customers' given names and surnames, read in the background", async () => {
    const tenantId = await findDemoTenantId(t.database);
    await withTenant(t.database, tenantId, (tx) =>
      createCustomerIn(
        tx,
        { tenantId, user: null, now: new Date() },
        { firstName: 'Oluwaseun', lastName: 'Szczepanski', phone: '4155550133' },
      ),
    );
    const vocabulary = demoTenantVocabulary(t.deps);
    // The first turn does not wait for the database: it is read in the background.
    expect(vocabulary().customers).toBeUndefined();
    await expect.poll(() => vocabulary().customers, { timeout: 10_000 }).toBeDefined();
    const { given, surnames } = vocabulary().customers!;
    expect(given).toContain('Oluwaseun');
    expect(surnames).toContain('Szczepanski');
    expect(given).not.toContain('Szczepanski');
  }, 30_000);
});
