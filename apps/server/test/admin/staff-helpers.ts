import crypto from 'node:crypto';
import type { StaffRole } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import { newTotpSecret } from '../../src/modules/admin/totp.ts';
import { hashPassword } from '../../src/modules/auth/password.ts';

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  secret: string;
  token: string;
  headers: { authorization: string };
}

/** A random e-mail of this run (a PostgreSQL test database is shared by every file). */
export const randomEmail = (prefix = 'staff') => `${prefix}-${crypto.randomUUID().slice(0, 12)}@qadhya.test`;

let cachedHash: { password: string; hash: Promise<string> } | null = null;
const PASSWORD = 'correct horse battery';

/** A staff member with TOTP enrolled (its secret returned) and a live staff session. */
export async function createStaff(app: FastifyInstance, role: StaffRole, stores: string[] = []): Promise<TestStaff> {
  cachedHash ??= { password: PASSWORD, hash: hashPassword(PASSWORD) };
  const secret = newTotpSecret();
  const now = app.clock.now();
  const row = await app.database.db
    .insertInto('staff')
    .values({
      email: randomEmail(role),
      password_hash: await cachedHash.hash,
      role,
      stores,
      totp_secret: secret,
      totp_enrolled_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  const { token } = await app.staffSessions.create(row.id);
  return { id: row.id, email: row.email, password: PASSWORD, secret, token, headers: { authorization: `Bearer ${token}` } };
}
