import type { Clock } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthLimits } from '../../config.ts';
import { createSecretBox } from '../../crypto/secret-box.ts';
import { AppError } from '../../errors.ts';
import { buildRepositories } from '../../services.ts';
import { createPasswordGuard } from '../auth/password-guard.ts';
import { createStaffSessionStore } from './staff-session-store.ts';
import { createStaffSessionsRepository } from './staff-sessions.repository.ts';
import { createStaffService } from './staff.service.ts';

export interface AdminCreateResult {
  ok: boolean;
  message: string;
}

type Settings = { auth: AuthLimits; staffSecretKey: string };
/** The database handle the repositories are built on (this module runs no SQL of its own). */
type Db = Parameters<typeof buildRepositories>[0];

/**
 * An admin account made outside the back office: by `npm run admin:create` (`via` 'cli') or by a
 * start with FIRST_ADMIN_EMAIL and FIRST_ADMIN_PASSWORD (`via` 'env'), written to the audit log
 * with no staff and that origin as its IP (docs/back-office.md#the-first-admin-npm-run-admincreate).
 * The e-mail and password are checked by the caller; a taken e-mail is refused.
 */
export async function createAdmin(
  db: Db,
  clock: Clock,
  settings: Settings,
  who: { email: string; password: string },
  via: 'cli' | 'env',
): Promise<AdminCreateResult> {
  const repos = buildRepositories(db);
  const service = createStaffService({
    repo: repos.staff,
    sessions: createStaffSessionStore({ repo: createStaffSessionsRepository(db), clock, idleMs: 60_000 }),
    guard: createPasswordGuard({ repo: repos.auth, clock, limits: settings.auth }),
    clock,
    box: createSecretBox(settings.staffSecretKey),
  });
  try {
    const { staff } = await service.create(
      { staffId: null, ip: via },
      { email: who.email, role: 'admin', stores: [], password: who.password },
    );
    return { ok: true, message: `admin ${staff.email} created (id ${staff.id}): sign in at /admin and enrol the authenticator app` };
  } catch (err) {
    if (err instanceof AppError && err.code === 'STAFF_EMAIL_TAKEN')
      return { ok: false, message: `a staff account already has the e-mail ${who.email}` };
    throw err;
  }
}

/**
 * A start with FIRST_ADMIN_EMAIL and FIRST_ADMIN_PASSWORD (docs/back-office.md#the-first-admin-from-the-environment):
 * the admin is made only when the database has no admin at all, so a restart with the variables
 * still set makes nothing. A taken e-mail stops the start.
 */
export async function ensureFirstAdmin(
  db: Db,
  clock: Clock,
  settings: Settings & { firstAdmin: { email: string; password: string } | null },
  log: FastifyBaseLogger,
): Promise<void> {
  if (!settings.firstAdmin) return;
  if (await buildRepositories(db).staff.hasAdmin()) {
    log.info('FIRST_ADMIN_EMAIL ignored: the database already has an admin (the variables can be removed)');
    return;
  }
  const result = await createAdmin(db, clock, settings, settings.firstAdmin, 'env');
  if (!result.ok) throw new Error(`FIRST_ADMIN_EMAIL: ${result.message}`);
  log.info(`first admin: ${result.message}`);
}
