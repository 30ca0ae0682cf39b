import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 with what every authenticator app reads: SHA-1, 6 digits, 30 s steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side is accepted (a phone's clock a little off). */
export const TOTP_WINDOW = 1;
const ISSUER = 'Qadhya back office';

const totpOf = (secretBase32: string, label = 'staff') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });

/** A new random secret (160 bits), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app scans. */
export const totpUri = (secretBase32: string, email: string): string => totpOf(secretBase32, email).toString();

/** The URI as a QR code, SVG markup. */
export const qrSvg = (uri: string): Promise<string> => QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/** The code of a secret at an instant (tests and the enrolment check). */
export const totpCode = (secretBase32: string, at: Date): string => totpOf(secretBase32).generate({ timestamp: at.getTime() });

/**
 * The time step a code belongs to when it is right at `at` (± one step), else null. The caller
 * refuses a step it has already accepted, so a code is never used twice.
 */
export function totpStep(secretBase32: string, code: string, at: Date): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: at.getTime(), window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Ten recovery codes like "k3q9x-7m2pa" (50 bits each), shown once. */
export function newRecoveryCodes(count = 10): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const one = () => Array.from({ length: 10 }, () => alphabet[crypto.randomInt(alphabet.length)]).join('');
  return Array.from({ length: count }, () => {
    const c = one();
    return `${c.slice(0, 5)}-${c.slice(5)}`;
  });
}

/** How a recovery code is compared: lower case, without its dash, SHA-256. */
export const recoveryHash = (code: string): string =>
  crypto.createHash('sha256').update(code.trim().toLowerCase().replace('-', '')).digest('hex');
