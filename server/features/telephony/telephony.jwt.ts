import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtPayload = Record<string, unknown> & { exp?: number };

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HS256 JSON Web Token; extra header fields (Twilio's `cty`) go in headerFields. */
export function signHs256(payload: JwtPayload, secret: string, headerFields: Record<string, string> = {}) {
  const signingInput = `${encode({ alg: 'HS256', typ: 'JWT', ...headerFields })}.${encode(payload)}`;
  const signature = createHmac('sha256', secret).update(signingInput).digest('base64url');
  return `${signingInput}.${signature}`;
}

function parseJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The payload of an HS256 token signed with secret and not expired at nowSeconds; else null. */
export function verifyHs256(token: string, secret: string, nowSeconds: number): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (parseJson(header)?.alg !== 'HS256') return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = parseJson(payload);
  if (!claims || typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
  return claims;
}
