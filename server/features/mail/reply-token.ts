import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A ticket's reply reference: 80 bits of an HMAC of its tenant and id under a secret every
 * instance shares, as 20 hex digits. It goes out in the subject of every reply; mail that brings
 * it back may join the ticket from any address (docs/decisions/040).
 */
export const REPLY_TOKEN_SECRET = 'mail.reply-token-key';

export function replyToken(key: string, tenantId: number, ticketId: number): string {
  return createHmac('sha256', key).update(`reply:${tenantId}:${ticketId}`).digest('hex').slice(0, 20);
}

export function isReplyToken(key: string, tenantId: number, ticketId: number, token: string): boolean {
  const expected = Buffer.from(replyToken(key, tenantId, ticketId));
  const given = Buffer.from(token.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
