import { parseArgs } from 'node:util';
import { STAFF_PASSWORD_MIN, StaffEmail } from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import type { Kysely } from 'kysely';
import type { AuthLimits } from '../config.ts';
import type { DB } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { createStaffSessionStore } from '../modules/admin/staff-session-store.ts';
import { createStaffSessionsRepository } from '../modules/admin/staff-sessions.repository.ts';
import { createSecretBox } from '../crypto/secret-box.ts';
import { createStaffService } from '../modules/admin/staff.service.ts';
import { createPasswordGuard } from '../modules/auth/password-guard.ts';
import { buildRepositories } from '../services.ts';

export interface AdminCreateResult {
  ok: boolean;
  message: string;
}

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
  const repos = buildRepositories(db);
  const service = createStaffService({
    repo: repos.staff,
    sessions: createStaffSessionStore({ repo: createStaffSessionsRepository(db), clock, idleMs: 60_000 }),
    guard: createPasswordGuard({ repo: repos.auth, clock, limits: config.auth }),
    clock,
    box: createSecretBox(config.staffSecretKey),
  });
  try {
    const { staff } = await service.create({ staffId: null, ip: 'cli' }, { email: email.data, role: 'admin', stores: [], password });
    return { ok: true, message: `admin ${staff.email} created (id ${staff.id}): sign in at /admin and enrol the authenticator app` };
  } catch (err) {
    if (err instanceof AppError && err.code === 'STAFF_EMAIL_TAKEN')
      return { ok: false, message: `a staff account already has the e-mail ${email.data}` };
    throw err;
  }
}
