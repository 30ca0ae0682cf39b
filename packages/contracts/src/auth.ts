import { z } from 'zod';
import { singleLine } from './text.ts';
import { Gender, IsoDate, Language, Password, Phone, User } from './user.ts';

/** Verification code: 5 digits; resend countdown: 59 s (docs/accounts.md#sessions). */
export const OTP_LENGTH = 5;
export const OTP_RESEND_SECONDS = 59;
/** A code lives 10 minutes at most and allows 5 wrong tries. */
export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 5;

/** What a one-time code is for; a code sent for one purpose never works for another. */
export const OtpPurpose = z
  .enum(['login', 'register', 'reset', 'password'])
  .describe(
    'login: sign in (or sign up) by phone; register: the S’inscrire form; reset: forgotten password; ' +
      'password: proves a password change in the settings (PUT /users/me CODE)',
  );
export type OtpPurpose = z.infer<typeof OtpPurpose>;
export const OtpCode = z
  .string()
  .trim()
  .regex(/^\d{5}$/, 'expected 5 digits');

/** POST /auth/otp: send a code by SMS. */
export const OtpRequest = z.object({ PHONE: Phone, PURPOSE: OtpPurpose.default('login') }).meta({ id: 'OtpRequest' });
export type OtpRequest = z.input<typeof OtpRequest>;
export const OtpSent = z
  .object({
    sent: z.literal(true),
    resend_in: z.number().int().describe('Seconds before another code may be asked (59)'),
    expires_in: z.number().int().describe('Seconds the code stays valid'),
  })
  .meta({ id: 'OtpSent' });
export type OtpSent = z.infer<typeof OtpSent>;

/** POST /auth/otp/verify: sign in by phone; an unknown phone becomes a new account. */
export const OtpVerify = z.object({ PHONE: Phone, CODE: OtpCode }).meta({ id: 'OtpVerify' });
export type OtpVerify = z.input<typeof OtpVerify>;

/** A new session: the bearer token (shown once, stored hashed) and the user. */
export const AuthSession = z
  .object({
    token: z.string().describe('Bearer token: send as Authorization: Bearer <token>'),
    expires_at: z.string().describe('Absolute expiry (ISO 8601); an idle session ends sooner'),
    user: User,
    is_new: z.boolean().describe('True when this call created the account'),
  })
  .meta({ id: 'AuthSession' });
export type AuthSession = z.infer<typeof AuthSession>;

/** POST /auth/login: the classic phone + password connexion. */
export const LoginRequest = z.object({ PHONE: Phone, PASSWORD: z.string().min(1).max(128) }).meta({ id: 'LoginRequest' });
export type LoginRequest = z.input<typeof LoginRequest>;

/** POST /auth/register: the 'S'inscrire' form, with the code sent for PURPOSE register. */
export const RegisterRequest = z
  .object({
    PHONE: Phone,
    CODE: OtpCode,
    NAME: singleLine(60),
    LASTNAME: singleLine(60),
    GENDER: Gender,
    BIRTHDATE: IsoDate,
    EMAIL: z.string().trim().max(254).pipe(z.email()),
    ADDRESS: singleLine(200),
    LANGUAGE: Language.default('fr'),
    PASSWORD: Password,
    /**
     * The terms (cgu) version shown on the form and accepted by ticking its box: recorded with the
     * account when it is still the current one, so a new shopper is not asked again (docs/content.md#accepting-the-terms).
     */
    TERMS_VERSION: z.number().int().min(1).max(1_000_000).optional(),
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.input<typeof RegisterRequest>;

/** POST /auth/password/verify-code: the code sent for PURPOSE reset → a short-lived reset token. */
export const ResetCodeRequest = z.object({ PHONE: Phone, CODE: OtpCode }).meta({ id: 'ResetCodeRequest' });
export const ResetGrant = z.object({ reset_token: z.string(), expires_in: z.number().int() }).meta({ id: 'ResetGrant' });
export type ResetGrant = z.infer<typeof ResetGrant>;
/** POST /auth/password/reset: the new password; every other session ends, a new one starts. */
export const PasswordReset = z.object({ reset_token: z.string().min(20).max(200), PASSWORD: Password }).meta({ id: 'PasswordReset' });
export type PasswordReset = z.input<typeof PasswordReset>;

/** POST /devices: the device registered on first launch (docs/accounts.md#first-launch). */
export const DeviceRegistration = z
  .object({
    DEVICE_ID: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[\w.:-]+$/, 'letters, digits, . _ : - only'),
    PLATFORM: z.enum(['web', 'android', 'ios']).default('web'),
  })
  .meta({ id: 'DeviceRegistration' });
export type DeviceRegistration = z.input<typeof DeviceRegistration>;
export const DeviceRegistered = z.object({ registered: z.literal(true) }).meta({ id: 'DeviceRegistered' });

/** GET /api/dev/outbox?phone= (development and test only): the SMS the dev provider "sent". */
export const DevOutboxMessage = z.object({
  phone: z.string(),
  text: z.string(),
  sent_at: z.string(),
});
export const DevOutbox = z.object({ items: z.array(DevOutboxMessage) });
export type DevOutbox = z.infer<typeof DevOutbox>;
