import crypto from 'node:crypto';

/** Sealed values start with their format version: anything else is a value from before encryption. */
const V1 = 'v1:';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain value of a sealed one; a value stored before encryption comes back as it is. */
  open(stored: string): string;
}

/**
 * AES-256-GCM for the few secrets the server must read back (the staff TOTP secrets): the key is
 * derived from STAFF_SECRET_KEY, each value has its own random IV, and the tag refuses a value
 * changed in the database or sealed with another key (docs/back-office.md#second-factor).
 */
export function createSecretBox(keyMaterial: string): SecretBox {
  const key = crypto.createHash('sha256').update(`qadhya:staff-secret:${keyMaterial}`).digest();
  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return V1 + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(stored) {
      if (!stored.startsWith(V1)) return stored;
      const raw = Buffer.from(stored.slice(V1.length), 'base64url');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
