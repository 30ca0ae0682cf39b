import type { ClientForm } from './form-schemas.ts';
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
