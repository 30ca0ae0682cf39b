import crypto from 'node:crypto';
import { isMobilePhone, OTP_LENGTH, OTP_RESEND_SECONDS, type ErrorCode, type OtpSent } from '@qadhya/contracts';
import { formatNumber, type Clock } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthLimits } from '../../config.ts';
import { AppError, retryLater } from '../../errors.ts';
import type { SmsProvider } from '../../sms/provider.ts';
import type { AuthRepository, Purpose, WindowCount } from './auth.repository.ts';

const HOUR_MS = 3600_000;

/** A 429 with `retry_after` in the body and the Retry-After header (whole seconds, at least 1). */
export const tooMany = (code: ErrorCode, message: string, retryAfterSeconds: number): AppError =>
  retryLater({ status: 429, code, message, seconds: retryAfterSeconds });

/** Seconds until the oldest row of a full window leaves it. */
export const secondsUntilFree = (w: WindowCount, windowMs: number, now: Date) =>
  w.oldest ? (w.oldest.getTime() + windowMs - now.getTime()) / 1000 : windowMs / 1000;

export const invalidPhone = () =>
  new AppError(422, 'INVALID_PHONE', 'This is not a Tunisian mobile number (8 digits starting with 2, 3, 4, 5 or 9).');

/** The stored form of a code: SHA-256 of its salt, phone, purpose and digits (hex). */
export const hashCode = (salt: string, phone: string, purpose: Purpose, code: string) =>
  crypto.createHash('sha256').update(`${salt}:${phone}:${purpose}:${code}`).digest('hex');

/** 5 digits from a cryptographically secure source. */
export const newCode = () =>
  crypto
    .randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');

/** "n minutes" in Arabic, with the dual and the plural of 3 to 10, the figure as formatNumber writes it. */
function minutesAr(n: number): string {
  if (n === 1) return 'دقيقة واحدة';
  if (n === 2) return 'دقيقتين';
  return `${formatNumber(n, 'ar')} ${n >= 3 && n <= 10 ? 'دقائق' : 'دقيقة'}`;
}

/**
 * The SMS text, in the account's LANGUAGE (French or Arabic); its count of minutes by formatNumber
 * (docs/formats.md). The code stays bare digits, as phones read a code out of an SMS.
 */
export const smsText = (code: string, ttlSeconds: number, lang: 'fr' | 'ar' = 'fr') => {
  const minutes = Math.ceil(ttlSeconds / 60);
  return lang === 'ar'
    ? `قضيّة: رمز التحقّق الخاص بك هو ${code}. تنتهي صلاحيته بعد ${minutesAr(minutes)}.`
    : `Qadhya : votre code de vérification est ${code}. Il expire dans ${formatNumber(minutes, 'fr')} minutes.`;
};

export interface OtpDeps {
  repo: AuthRepository;
  sms: SmsProvider;
  clock: Clock;
  limits: AuthLimits;
  log: FastifyBaseLogger;
}

/**
 * One-time codes: sent by SMS, stored salted and hashed, valid OTP_TTL_SECONDS, single use, bound to
 * the phone and the purpose, at most OTP_MAX_ATTEMPTS wrong tries; a new send kills older codes.
 * Send limits (per phone: one per 59 s and a few per hour; per IP per hour) count otp_codes rows.
 */
export function createOtpService({ repo, sms, clock, limits, log }: OtpDeps) {
  return {
    /**
     * Sends a code, its SMS in `lang`. `deliver` false (reset for an unknown phone) records it the
     * same but sends nothing.
     */
    async send(phone: string, purpose: Purpose, ip: string, deliver: boolean, lang: 'fr' | 'ar' = 'fr'): Promise<OtpSent> {
      const code = newCode();
      const salt = crypto.randomBytes(16).toString('hex');
      const now = clock.now();
      // The check and the insert are serialised per phone and per IP (advisory locks: every server).
      const id = await repo.locked(`otp:${phone}`, async (q) => {
        await q.lock(`otp-ip:${ip}`);
        const last = await q.lastSentAt(phone);
        if (last && now.getTime() - last.getTime() < OTP_RESEND_SECONDS * 1000) {
          const wait = (last.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime()) / 1000;
          throw tooMany('OTP_RATE_LIMITED', 'A code was just sent to this phone: wait before asking another one.', wait);
        }
        const since = new Date(now.getTime() - HOUR_MS);
        const byPhone = await q.sentToPhoneSince(phone, since);
        if (byPhone.count >= limits.otpPhoneHourlyLimit) {
          throw tooMany(
            'OTP_RATE_LIMITED',
            'Too many codes were sent to this phone in the last hour.',
            secondsUntilFree(byPhone, HOUR_MS, now),
          );
        }
        const byIp = await q.sentFromIpSince(ip, since);
        if (byIp.count >= limits.otpIpHourlyLimit) {
          throw tooMany(
            'OTP_RATE_LIMITED',
            'Too many codes were asked from this network in the last hour.',
            secondsUntilFree(byIp, HOUR_MS, now),
          );
        }
        return q.insertCode({
          phone,
          purpose,
          code_hash: hashCode(salt, phone, purpose, code),
          salt,
          ip,
          created_at: now,
          expires_at: new Date(now.getTime() + limits.otpTtlSeconds * 1000),
        });
      });
      if (deliver) {
        try {
          await sms.send(phone, smsText(code, limits.otpTtlSeconds, lang), { purpose });
        } catch (err) {
          log.error({ err, phone }, 'SMS not sent');
          await repo.deleteCode(id);
          throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The SMS could not be sent. Try again in a moment.');
        }
      }
      await repo.killOlderCodes(phone, purpose, id, now);
      return { sent: true, resend_in: OTP_RESEND_SECONDS, expires_in: limits.otpTtlSeconds };
    },

    /**
     * Checks and uses the live code of this phone and purpose. 422 OTP_EXPIRED (none, expired, used,
     * replaced), 422 OTP_INVALID {attempts_left}, 429 OTP_LOCKED once the wrong tries are spent.
     */
    async verify(phone: string, purpose: Purpose, code: string): Promise<void> {
      if (!isMobilePhone(phone)) throw invalidPhone();
      const max = limits.otpMaxAttempts;
      const now = clock.now();
      const row = await repo.newestCode(phone, purpose);
      if (!row || row.consumed_at || row.expires_at.getTime() <= now.getTime()) throw expired();
      if (row.attempts >= max) throw locked();
      const expected = Buffer.from(row.code_hash, 'hex');
      const given = Buffer.from(hashCode(row.salt, phone, purpose, code), 'hex');
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
        const tries = await repo.addWrongTry(row.id, max);
        if (tries === null) {
          const again = await repo.newestCode(phone, purpose);
          throw again && again.id === row.id && !again.consumed_at ? locked() : expired();
        }
        if (tries >= max) throw locked();
        throw new AppError(422, 'OTP_INVALID', 'Wrong code.', {}, { attempts_left: max - tries });
      }
      if (!(await repo.consumeCode(row.id, max, now))) throw expired();
    },
  };
}

const expired = () => new AppError(422, 'OTP_EXPIRED', 'No valid code for this phone: it expired, was used or replaced. Ask a new one.');
const locked = () =>
  new AppError(429, 'OTP_LOCKED', 'Too many wrong tries: this code is blocked. Ask a new one.', {}, { attempts_left: 0 });

export type OtpService = ReturnType<typeof createOtpService>;
