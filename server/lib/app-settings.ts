import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

/**
 * A random secret created once and shared by every instance through the database: the first
 * instance to ask creates it, the others read the same value.
 */
export async function sharedSecret(db: Db, key: string): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row!.value;
}
