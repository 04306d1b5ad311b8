import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum the package does not export as a value). */
const ARGON2ID = 2;

/** argon2id at OWASP's parameters: 19 MiB, two passes, one lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** Verifies against the stored hash, or a dummy one for unknown accounts so timing reveals nothing. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('treaddesk-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
