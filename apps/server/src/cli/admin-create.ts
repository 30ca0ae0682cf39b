import { parseArgs } from 'node:util';
import { STAFF_PASSWORD_MIN, StaffEmail } from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import type { Kysely } from 'kysely';
import type { AuthLimits } from '../config.ts';
import type { DB } from '../db/schema.ts';
import { createAdmin, type AdminCreateResult } from '../modules/admin/first-admin.ts';

export type { AdminCreateResult };

/**
 * `npm run admin:create -- --email a@b.tn --password '…'`: an admin account on the configured
 * database, the way in for the first admin (there is no default password anywhere). Refuses a
 * password under 12 characters and an e-mail already taken; written to the audit log with no staff.
 */
export async function adminCreate(
  db: Kysely<DB>,
  clock: Clock,
  config: { auth: AuthLimits; staffSecretKey: string },
  argv: string[],
): Promise<AdminCreateResult> {
  let values: { email?: string; password?: string };
  try {
    ({ values } = parseArgs({ args: argv, options: { email: { type: 'string' }, password: { type: 'string' } }, strict: true }));
  } catch (err) {
    return { ok: false, message: (err as Error).message };
  }
  const email = StaffEmail.safeParse(values.email ?? '');
  if (!email.success) return { ok: false, message: 'usage: npm run admin:create -- --email <e-mail> --password <at least 12 characters>' };
  const password = values.password ?? '';
  if (password.length < STAFF_PASSWORD_MIN)
    return { ok: false, message: `the password must have at least ${STAFF_PASSWORD_MIN} characters` };
  return createAdmin(db, clock, config, { email: email.data, password }, 'cli');
}
