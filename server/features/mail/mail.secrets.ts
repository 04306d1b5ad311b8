import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { conflict } from '../../lib/errors';

const VERSION = 'v1';

function keyBytes(hexKey: string | undefined): Buffer {
  if (!hexKey) {
    throw conflict(
      'Passwords cannot be stored: the server has no MAIL_SECRET_KEY to protect them',
      'password',
    );
  }
  return Buffer.from(hexKey, 'hex');
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url; the tenant id is bound as associated data. */
export function sealSecret(hexKey: string | undefined, tenantId: number, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyBytes(hexKey), iv);
  cipher.setAAD(Buffer.from(`tenant:${tenantId}`));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain secret, or null when the key is missing or the sealed text was not made with it. */
export function openSecret(
  hexKey: string | undefined,
  tenantId: number,
  sealed: string | null,
): string | null {
  if (!sealed || !hexKey) return null;
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(hexKey, 'hex'),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAAD(Buffer.from(`tenant:${tenantId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
