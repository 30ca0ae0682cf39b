import type { User } from '@qadhya/contracts';

/**
 * The users columns every module selects (from `users`, unaliased): pass to `.select(selectUserColumns)`
 * and map the row with `toUser`. The password hash is never selected here, only whether one is set.
 */
export const selectUserColumns = [
  'users.id',
  'users.phone',
  'users.name',
  'users.lastname',
  'users.gender',
  'users.birthdate',
  'users.language',
  'users.email',
  'users.address',
  'users.avatar',
  'users.password_hash',
] as const;

/** A users row as selected with `selectUserColumns`. */
export interface UserRow {
  id: number;
  phone: string;
  name: string | null;
  lastname: string | null;
  gender: 'homme' | 'femme' | null;
  birthdate: string | Date | null;
  language: 'fr' | 'ar';
  email: string | null;
  address: string | null;
  avatar: string | null;
  password_hash: string | null;
}

const isoDate = (d: string | Date | null): string | null => {
  if (d === null) return null;
  if (d instanceof Date) return d.toISOString().slice(0, 10);
  return String(d).slice(0, 10);
};

const filled = (v: string | null) => v !== null && v.trim() !== '';

/** The contracts' User of a users row: ID is users.id (the public UID); never the password hash. */
export function toUser(row: UserRow): User {
  const birthdate = isoDate(row.birthdate);
  return {
    ID: row.id,
    NAME: row.name,
    LASTNAME: row.lastname,
    GENDER: row.gender,
    BIRTHDATE: birthdate,
    LANGUAGE: row.language,
    EMAIL: row.email,
    PHONE: row.phone,
    ADDRESS: row.address,
    AVATAR: row.avatar,
    HAS_PASSWORD: row.password_hash !== null,
    PROFILE_COMPLETE:
      filled(row.name) && filled(row.lastname) && row.gender !== null && birthdate !== null && filled(row.email) && filled(row.address),
  };
}

/** The writable profile columns of a user (sign-up, 'Nouveau client !', 'Mes informations'). */
export interface UserFields {
  name?: string;
  lastname?: string;
  gender?: 'homme' | 'femme';
  birthdate?: string;
  language?: 'fr' | 'ar';
  email?: string;
  address?: string;
  password_hash?: string;
}

/** The name shown for an account with neither first nor last name, in the answer's language. */
export const placeholderName = (id: number, lang: 'fr' | 'ar' = 'fr') => (lang === 'ar' ? `مستخدم ${id}` : `Utilisateur ${id}`);

/**
 * First and last name, or "Utilisateur <UID>" ("مستخدم <UID>" in Arabic) when neither is set
 * (docs/family.md, docs/architecture.md#languages).
 */
export const displayName = (row: { id: number; name: string | null; lastname: string | null }, lang: 'fr' | 'ar' = 'fr') =>
  [row.name, row.lastname]
    .filter((p) => p && p.trim())
    .join(' ')
    .trim() || placeholderName(row.id, lang);
