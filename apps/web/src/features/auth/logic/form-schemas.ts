import { LoginRequest, OtpRequest, Password, PasswordReset, Phone, ProfileUpdate, RegisterRequest } from '@qadhya/contracts';
import { z } from 'zod';

/**
 * The sign-in forms' schemas (docs/accounts.md#form-rules, docs/forms.md): each its route's body
 * from the contracts, the fields the form does not send left out and the fields only on screen
 * added. Named imports, so the build keeps only these schemas and the part of zod they use. What a
 * refused field reads is in lib/forms' one table (forms phone, classic, client, register, newPassword).
 */

/** POST /auth/otp: the 8-digit phone. */
export const phoneSchema = OtpRequest.pick({ PHONE: true });
export type PhoneForm = z.input<typeof phoneSchema>;

/** POST /auth/login: phone and password. */
export const classicSchema = LoginRequest;
export type ClassicForm = z.input<typeof classicSchema>;

/** The profile fields of 'Nouveau client !' (PUT /users/me), every one required on this form. */
const profile = ProfileUpdate.pick({
  NAME: true,
  LASTNAME: true,
  GENDER: true,
  BIRTHDATE: true,
  EMAIL: true,
  ADDRESS: true,
  LANGUAGE: true,
})
  .required()
  .extend({ PHONE: Phone });

/** 'Nouveau client !': PHONE is read-only (not sent); the password is required unless one is already set (then empty keeps it). */
export function clientSchema(passwordRequired: boolean) {
  return profile.extend({ PASSWORD: passwordRequired ? Password : z.literal('').or(Password) });
}
/** The form's values: GENDER starts empty until a choice is made. */
export type ClientForm = Omit<z.input<ReturnType<typeof clientSchema>>, 'GENDER'> & { GENDER: string };

/**
 * 'S'inscrire' (POST /auth/register): the same fields, an editable phone and a password; the code
 * is typed on the next step. The terms (cgu) accepted on the form: the account starts with them
 * accepted (docs/content.md#accepting-the-terms).
 */
export const registerSchema = RegisterRequest.omit({ CODE: true, TERMS_VERSION: true }).extend({
  ACCEPT_TERMS: z.boolean().refine((v) => v),
});
export type RegisterForm = Omit<z.input<typeof registerSchema>, 'GENDER' | 'LANGUAGE'> & { GENDER: string; LANGUAGE: 'fr' | 'ar' };

/** POST /auth/password/reset's password, typed twice. */
export const newPasswordSchema = PasswordReset.pick({ PASSWORD: true })
  .extend({ CONFIRM: z.string().min(1) })
  .refine((v) => v.PASSWORD === v.CONFIRM, { path: ['CONFIRM'], params: { rule: 'invalid' } });
export type NewPasswordForm = z.input<typeof newPasswordSchema>;
