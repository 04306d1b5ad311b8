import { randomBytes } from 'node:crypto';
import { withTenant } from '../db/client';
import { accountInvitations, users } from '../db/schema';
import { hashSessionToken, newSessionToken } from '../lib/session-token';
import { TENANTS } from './fixtures';
import type { TestApp } from './test-app';

/**
 * Accounts of one of Alpha's dealers as an admin's invitation leaves them, without the e-mail:
 * disabled, with a password nobody knows, and a pending invitation. Answers their links' tokens.
 */
export async function invitedAccounts(t: TestApp, dealerId: number, count = 1): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => newSessionToken());
  const invited = await t.database.db
    .insert(users)
    .values(
      tokens.map(() => {
        const name = `inv${randomBytes(6).toString('hex')}`;
        return {
          email: `${name}@alpha.test`,
          username: name,
          passwordHash: 'not a hash: nothing verifies against it',
          role: 'dealer' as const,
          tenantId: TENANTS.alpha.id,
          dealerId,
          isDisabled: true,
        };
      }),
    )
    .returning({ id: users.id });
  const expiresAt = new Date(Date.now() + 24 * 3600_000);
  await withTenant(t.database, TENANTS.alpha.id, (tx) =>
    tx.insert(accountInvitations).values(
      invited.map((account, index) => ({
        tenantId: TENANTS.alpha.id,
        dealerId,
        userId: account.id,
        tokenHash: hashSessionToken(tokens[index]!),
        expiresAt,
      })),
    ),
  );
  return tokens;
}
