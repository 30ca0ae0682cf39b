import { z } from 'zod';

/**
 * The login forms' rules (docs/accounts.md#form-rules). Messages are i18n keys, translated where shown.
 * The phone is 8 digits; the client and register forms require every field; LANGUAGE defaults to fr.
 */
const V = 'auth.validation';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 6;

const phone = (emptyKey: string) =>
  z
    .string()
    .trim()
    .min(1, emptyKey)
    .regex(/^\d{8}$/, `${V}.phoneDigits`);

const required = (key: string) => z.string().trim().min(1, key);

export const phoneSchema = z.object({ PHONE: phone(`${V}.required`) });
export type PhoneForm = z.infer<typeof phoneSchema>;

export const classicSchema = z.object({
  PHONE: phone(`${V}.required`),
  PASSWORD: z.string().min(1, `${V}.required`),
});
export type ClassicForm = z.infer<typeof classicSchema>;

const profileFields = {
  NAME: required(`${V}.name`),
  LASTNAME: required(`${V}.lastname`),
  GENDER: z.string().refine((v): boolean => v === 'homme' || v === 'femme', `${V}.gender`),
  BIRTHDATE: required(`${V}.birthdate`),
  EMAIL: required(`${V}.email`).regex(EMAIL, `${V}.emailFormat`),
  ADDRESS: required(`${V}.address`),
  LANGUAGE: z.enum(['fr', 'ar']),
};

const newPassword = z.string().min(1, `${V}.password`).min(PASSWORD_MIN, `${V}.passwordMin`);
const optionalPassword = z.string().refine((v) => v === '' || v.length >= PASSWORD_MIN, `${V}.passwordMin`);

/** 'Nouveau client !': PHONE is read-only; the password is required unless one is already set. */
export function clientSchema(passwordRequired: boolean) {
  return z.object({
    ...profileFields,
    PHONE: required(`${V}.phone`),
    PASSWORD: passwordRequired ? newPassword : optionalPassword,
  });
}
export type ClientForm = z.infer<ReturnType<typeof clientSchema>>;

/** 'S'inscrire': the same fields, an editable phone and a password. */
export const registerSchema = z.object({
  ...profileFields,
  PHONE: phone(`${V}.phone`),
  PASSWORD: newPassword,
  /** The terms (cgu) accepted on the form: the account starts with them accepted (docs/content.md#accepting-the-terms). */
  ACCEPT_TERMS: z.boolean().refine((v) => v, `${V}.acceptTerms`),
});
export type RegisterForm = z.infer<typeof registerSchema>;

export const newPasswordSchema = z
  .object({ PASSWORD: newPassword, CONFIRM: z.string().min(1, `${V}.required`) })
  .refine((v) => v.PASSWORD === v.CONFIRM, { message: `${V}.passwordMatch`, path: ['CONFIRM'] });
export type NewPasswordForm = z.infer<typeof newPasswordSchema>;

/** The client form prefilled from the stored user (nulls become empty fields). */
export function clientDefaults(user: Record<string, unknown> | null): ClientForm {
  const text = (key: string) => (typeof user?.[key] === 'string' ? (user[key] as string) : '');
  const lang = text('LANGUAGE');
  return {
    NAME: text('NAME'),
    LASTNAME: text('LASTNAME'),
    GENDER: text('GENDER'),
    BIRTHDATE: text('BIRTHDATE'),
    EMAIL: text('EMAIL'),
    PHONE: text('PHONE'),
    ADDRESS: text('ADDRESS'),
    LANGUAGE: lang === 'ar' ? 'ar' : 'fr',
    PASSWORD: '',
  };
}
