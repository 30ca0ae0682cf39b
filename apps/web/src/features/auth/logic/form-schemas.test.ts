import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldMessages, type FormName } from '../../../lib/forms/index.ts';
import { clientDefaults } from './client-defaults.ts';
import { classicSchema, clientSchema, newPasswordSchema, phoneSchema, registerSchema } from './form-schemas.ts';

/** The first message key of each field, as lib/forms' resolver names it (docs/forms.md#messages). */
function check(form: FormName, schema: z.ZodType) {
  return (values: unknown) => fieldMessages(form, schema.safeParse(values, { reportInput: true }).error?.issues ?? []);
}
const phone = check('phone', phoneSchema);
const classic = check('classic', classicSchema);
const client = (required: boolean) => check('client', clientSchema(required));
const register = check('register', registerSchema);
const newPassword = check('newPassword', newPasswordSchema);

const valid = {
  NAME: 'Amel',
  LASTNAME: 'Ben Salah',
  GENDER: 'femme',
  BIRTHDATE: '1990-01-02',
  EMAIL: 'amel@exemple.tn',
  PHONE: '22123456',
  ADDRESS: 'Tunis',
  LANGUAGE: 'fr' as const,
  PASSWORD: 'secret1',
};

describe('login form rules (docs/accounts.md#form-rules)', () => {
  it('phone: required, exactly 8 digits', () => {
    expect(phone({ PHONE: '' })).toEqual({ PHONE: 'auth.validation.required' });
    expect(phone({ PHONE: '2212345' })).toEqual({ PHONE: 'auth.validation.phoneDigits' });
    expect(phone({ PHONE: '2212345a' })).toEqual({ PHONE: 'auth.validation.phoneDigits' });
    expect(phoneSchema.safeParse({ PHONE: '22123456' }).success).toBe(true);
    expect(classic({ PHONE: '22123456', PASSWORD: '' })).toEqual({ PASSWORD: 'auth.validation.required' });
  });

  it('client form: every field required with its own message; email format', () => {
    const empty = {
      NAME: '',
      LASTNAME: ' ',
      GENDER: '',
      BIRTHDATE: '',
      EMAIL: '',
      PHONE: '',
      ADDRESS: '',
      LANGUAGE: 'fr' as const,
      PASSWORD: '',
    };
    expect(client(false)(empty)).toEqual({
      NAME: 'auth.validation.name',
      LASTNAME: 'auth.validation.lastname',
      GENDER: 'auth.validation.gender',
      BIRTHDATE: 'auth.validation.birthdate',
      EMAIL: 'auth.validation.email',
      PHONE: 'auth.validation.phone',
      ADDRESS: 'auth.validation.address',
    });
    expect(client(false)({ ...valid, EMAIL: 'amel@' })).toEqual({ EMAIL: 'auth.validation.emailFormat' });
  });

  it('client password: required (min 6) for a new account, optional once one is set', () => {
    expect(client(true)({ ...valid, PASSWORD: '' })).toEqual({ PASSWORD: 'auth.validation.password' });
    expect(client(true)({ ...valid, PASSWORD: '12345' })).toEqual({ PASSWORD: 'auth.validation.passwordMin' });
    expect(clientSchema(false).safeParse({ ...valid, PASSWORD: '' }).success).toBe(true);
    expect(client(false)({ ...valid, PASSWORD: '123' })).toEqual({ PASSWORD: 'auth.validation.passwordMin' });
  });

  it('register: the phone is required and 8 digits', () => {
    const form = { ...valid, ACCEPT_TERMS: true };
    expect(register({ ...form, PHONE: '' })).toEqual({ PHONE: 'auth.validation.phone' });
    expect(register({ ...form, PHONE: '123' })).toEqual({ PHONE: 'auth.validation.phoneDigits' });
    expect(registerSchema.safeParse(form).success).toBe(true);
  });

  it('register: the terms box must be ticked (issue 33)', () => {
    expect(register({ ...valid, ACCEPT_TERMS: false })).toEqual({ ACCEPT_TERMS: 'auth.validation.acceptTerms' });
    expect(registerSchema.safeParse({ ...valid, ACCEPT_TERMS: true }).success).toBe(true);
  });

  it('new password: both the same', () => {
    expect(newPassword({ PASSWORD: 'secret1', CONFIRM: 'secret2' })).toEqual({
      CONFIRM: 'auth.validation.passwordMatch',
    });
    expect(newPasswordSchema.safeParse({ PASSWORD: 'secret1', CONFIRM: 'secret1' }).success).toBe(true);
  });

  it('a text longer than the contract allows: « Ce texte est trop long. »', () => {
    expect(client(false)({ ...valid, NAME: 'A'.repeat(61) })).toEqual({ NAME: 'auth.validation.tooLong' });
    expect(register({ ...valid, ACCEPT_TERMS: true, ADDRESS: 'r'.repeat(201) })).toEqual({ ADDRESS: 'auth.validation.tooLong' });
  });

  it('prefills the client form from the stored user; LANGUAGE defaults to fr', () => {
    expect(clientDefaults({ NAME: 'Amel', LASTNAME: null, PHONE: '22123456', LANGUAGE: 'ar' })).toMatchObject({
      NAME: 'Amel',
      LASTNAME: '',
      PHONE: '22123456',
      LANGUAGE: 'ar',
      PASSWORD: '',
    });
    expect(clientDefaults(null).LANGUAGE).toBe('fr');
  });
});
