import crypto from 'node:crypto';

/**
 * The delivery token a push carries for its receipts (docs/notifications.md#receipts): the
 * delivery's id and an HMAC of it, so nobody can mark another shopper's push shown or opened by
 * counting ids.
 */
export function createReceiptTokens(secret: string) {
  const key = crypto.createHash('sha256').update(`push-receipt:${secret}`).digest();
  const mac = (id: number) => crypto.createHmac('sha256', key).update(String(id)).digest('base64url').slice(0, 22);
  return {
    sign: (id: number) => `${id}.${mac(id)}`,
    /** The delivery id, or null when the token was not made here. */
    verify(token: string): number | null {
      const [idText, given] = token.split('.');
      const id = Number(idText);
      if (!Number.isSafeInteger(id) || id < 1 || !given) return null;
      const expected = Buffer.from(mac(id));
      const actual = Buffer.from(given);
      return expected.length === actual.length && crypto.timingSafeEqual(expected, actual) ? id : null;
    },
  };
}
