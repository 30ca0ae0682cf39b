import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import type { StaffRole } from '../db/tables/staff.ts';
import { createStaffSessionStore, type StaffPrincipal, type StaffSessionStore } from '../modules/admin/staff-session-store.ts';
import { createStaffSessionsRepository } from '../modules/admin/staff-sessions.repository.ts';
import { bearerToken, unauthorized } from './auth.ts';

/** Every back-office route lives under this prefix and is guarded here (docs/back-office.md#roles). */
export const ADMIN_PREFIX = '/api/v1/admin';

export interface AdminRouteEntry {
  method: string;
  url: string;
  /** The roles let in; null: open without a staff session (the sign-in steps). */
  roles: readonly StaffRole[] | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Back-office route: the staff roles let in (checked before the body is even read). */
    roles?: readonly StaffRole[];
    /** Back-office route open without a staff session (only the sign-in steps). */
    staffPublic?: boolean;
    /** Back-office route a session reaches before its owner changed an initial or reset password. */
    beforePasswordChange?: boolean;
  }
  interface FastifyInstance {
    staffSessions: StaffSessionStore;
    /** Every back-office route with its roles, as registered (the role × route test walks it). */
    adminRoutes: AdminRouteEntry[];
  }
  interface FastifyRequest {
    staff: StaffPrincipal | null;
  }
}

export const forbidden = () => new AppError(403, 'FORBIDDEN', 'Your role does not allow this.');

export const passwordChangeRequired = () =>
  new AppError(403, 'PASSWORD_CHANGE_REQUIRED', 'Change the password you were given before anything else.');

/** The staff member of a guarded route's request. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw unauthorized();
  return request.staff;
}

/**
 * The back office's one guard. Every route under /api/v1/admin must declare `config.roles` (or
 * `config.staffPublic` for the sign-in steps): a route with neither fails at start-up. The roles are
 * checked in the route's first onRequest hook, before the body is parsed or validated: anonymous and
 * shopper tokens get 401 UNAUTHORIZED, a staff member of another role 403 FORBIDDEN, and one who has
 * not yet changed a password given by someone else 403 PASSWORD_CHANGE_REQUIRED except on the
 * routes marked `beforePasswordChange` (the change itself, the profile, the sign-out).
 */
export const staffAuthPlugin = fp(async (app: FastifyInstance) => {
  const sessions = createStaffSessionStore({
    repo: createStaffSessionsRepository(app.database.db),
    clock: app.clock,
    idleMs: app.config.staffSessionIdleMs,
  });
  app.decorate('staffSessions', sessions);
  app.decorate('adminRoutes', [] as AdminRouteEntry[]);
  app.decorateRequest('staff', null);

  const guard =
    (roles: readonly StaffRole[], beforePasswordChange: boolean): onRequestAsyncHookHandler =>
    async (request) => {
      const token = bearerToken(request);
      const staff = token ? await sessions.verify(token) : null;
      if (!staff) throw unauthorized();
      if (!roles.includes(staff.role)) throw forbidden();
      if (staff.passwordChangeRequired && !beforePasswordChange) throw passwordChangeRequired();
      request.staff = staff;
    };

  app.addHook('onRoute', (route) => {
    if (route.url !== ADMIN_PREFIX && !route.url.startsWith(`${ADMIN_PREFIX}/`)) return;
    const roles = route.config?.roles;
    if (!roles && !route.config?.staffPublic) {
      throw new Error(`${String(route.method)} ${route.url}: a back-office route needs config.roles (or config.staffPublic)`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.adminRoutes.push({ method, url: route.url, roles: roles ?? null });
    }
    if (roles) {
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [guard(roles, route.config?.beforePasswordChange === true), ...existing];
    }
  });
});
