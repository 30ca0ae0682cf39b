/**
 * The two demo shoppers (docs/wallet.md#demo-data): fixed UIDs and phones, complete profiles, and
 * a password each. Added only when the demo data is on (never in production).
 */
export interface DemoAccount {
  id: number;
  phone: string;
  password: string;
  name: string;
  lastname: string;
  gender: 'homme' | 'femme';
  birthdate: string;
  email: string;
  address: string;
  language: 'fr';
}

export const AMIRA: DemoAccount = {
  id: 41_000_001,
  phone: '98000001',
  password: 'demo-amira',
  name: 'Amira',
  lastname: 'Ben Salah',
  gender: 'femme',
  birthdate: '1988-04-12',
  email: 'amira.bensalah@example.tn',
  address: '12 rue des Jasmins, Ariana',
  language: 'fr',
};

export const KARIM: DemoAccount = {
  id: 41_000_002,
  phone: '98000002',
  password: 'demo-karim',
  name: 'Karim',
  lastname: 'Ben Salah',
  gender: 'homme',
  birthdate: '1993-09-03',
  email: 'karim.bensalah@example.tn',
  address: '12 rue des Jasmins, Ariana',
  language: 'fr',
};

export const DEMO_ACCOUNTS = [AMIRA, KARIM] as const;
/** Karim in Amira's family, as an accepted member. */
export const DEMO_FAMILY = { owner: AMIRA.id, member: KARIM.id, relation: 'Frère', avatar: 'avatar-2' } as const;
