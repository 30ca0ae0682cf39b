import crypto from 'node:crypto';

/** Sealed values start with their format version: anything else is a value from before encryption. */
const V1 = 'v1:';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain value of a sealed one; a value stored before encryption comes back as it is. */
  open(stored: string): string;
  /** A keyed hash (HMAC-SHA-256, hex) of a value: equal values find each other, the value is not readable. */
  digest(plain: string): string;
}

/**
 * AES-256-GCM for the values the server must read back: the staff TOTP secrets (STAFF_SECRET_KEY,
 * docs/back-office.md#second-factor) and the shoppers' ID numbers (PERSONAL_DATA_KEY,
 * docs/mobile-offer.md#personal-data). The key is derived from the key material and the purpose,
 * each value has its own random IV, and the tag refuses a value changed in the database or sealed
 * with another key.
 */
export function createSecretBox(keyMaterial: string, purpose = 'staff-secret'): SecretBox {
  const key = crypto.createHash('sha256').update(`qadhya:${purpose}:${keyMaterial}`).digest();
  const hashKey = crypto.createHash('sha256').update(`qadhya:${purpose}:digest:${keyMaterial}`).digest();
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
    digest(plain) {
      return crypto.createHmac('sha256', hashKey).update(plain, 'utf8').digest('hex');
    },
  };
}
