import { describe, expect, it } from 'vitest';
import { classicSchema, clientDefaults, clientSchema, newPasswordSchema, phoneSchema, registerSchema } from './schemas.ts';

/** The first message of each field, as the zod resolver of react-hook-form shows it. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

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
    expect(messages(phoneSchema.safeParse({ PHONE: '' }))).toEqual({ PHONE: 'auth.validation.required' });
    expect(messages(phoneSchema.safeParse({ PHONE: '2212345' }))).toEqual({ PHONE: 'auth.validation.phoneDigits' });
    expect(messages(phoneSchema.safeParse({ PHONE: '2212345a' }))).toEqual({ PHONE: 'auth.validation.phoneDigits' });
    expect(phoneSchema.safeParse({ PHONE: '22123456' }).success).toBe(true);
    expect(messages(classicSchema.safeParse({ PHONE: '22123456', PASSWORD: '' }))).toEqual({ PASSWORD: 'auth.validation.required' });
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
    expect(messages(clientSchema(false).safeParse(empty))).toEqual({
      NAME: 'auth.validation.name',
      LASTNAME: 'auth.validation.lastname',
      GENDER: 'auth.validation.gender',
      BIRTHDATE: 'auth.validation.birthdate',
      EMAIL: 'auth.validation.email',
      PHONE: 'auth.validation.phone',
      ADDRESS: 'auth.validation.address',
    });
    expect(messages(clientSchema(false).safeParse({ ...valid, EMAIL: 'amel@' }))).toEqual({ EMAIL: 'auth.validation.emailFormat' });
  });

  it('client password: required (min 6) for a new account, optional once one is set', () => {
    expect(messages(clientSchema(true).safeParse({ ...valid, PASSWORD: '' }))).toEqual({ PASSWORD: 'auth.validation.password' });
    expect(messages(clientSchema(true).safeParse({ ...valid, PASSWORD: '12345' }))).toEqual({ PASSWORD: 'auth.validation.passwordMin' });
    expect(clientSchema(false).safeParse({ ...valid, PASSWORD: '' }).success).toBe(true);
    expect(messages(clientSchema(false).safeParse({ ...valid, PASSWORD: '123' }))).toEqual({ PASSWORD: 'auth.validation.passwordMin' });
  });

  it('register: the phone is required and 8 digits', () => {
    const form = { ...valid, ACCEPT_TERMS: true };
    expect(messages(registerSchema.safeParse({ ...form, PHONE: '' }))).toEqual({ PHONE: 'auth.validation.phone' });
    expect(messages(registerSchema.safeParse({ ...form, PHONE: '123' }))).toEqual({ PHONE: 'auth.validation.phoneDigits' });
    expect(registerSchema.safeParse(form).success).toBe(true);
  });

  it('register: the terms box must be ticked (issue 33)', () => {
    expect(messages(registerSchema.safeParse({ ...valid, ACCEPT_TERMS: false }))).toEqual({ ACCEPT_TERMS: 'auth.validation.acceptTerms' });
    expect(registerSchema.safeParse({ ...valid, ACCEPT_TERMS: true }).success).toBe(true);
  });

  it('new password: both the same', () => {
    expect(messages(newPasswordSchema.safeParse({ PASSWORD: 'secret1', CONFIRM: 'secret2' }))).toEqual({
      CONFIRM: 'auth.validation.passwordMatch',
    });
    expect(newPasswordSchema.safeParse({ PASSWORD: 'secret1', CONFIRM: 'secret1' }).success).toBe(true);
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
