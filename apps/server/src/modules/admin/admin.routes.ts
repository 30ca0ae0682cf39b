import { adminApi } from '@qadhya/contracts/routes';
import { STAFF_ROLES } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent, routesWith } from '../../http/route.ts';
import { staffOf } from '../../plugins/staff-auth.ts';

const ALL = STAFF_ROLES;
const ADMIN = ['admin'] as const;

/**
 * The back office's first routes (docs/back-office.md), under /api/v1/admin: staff sign-in (password,
 * then TOTP enrolment or a code), the session, staff management and the audit log. Every route
 * declares its roles (`config.roles`), checked by plugins/staff-auth.ts before anything else.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.services.staff;
  const route = routesWith(app, { config: { roles: ADMIN } });
  const publicRoute = routesWith(app, { config: { staffPublic: true } });
  const anyStaffRoute = routesWith(app, { config: { roles: ALL, beforePasswordChange: true } });

  publicRoute(adminApi.staffLogin, async (req) => staff.login(req.body.email, req.body.password, req.ip));

  publicRoute(adminApi.staffEnrolTotp, async (req) => staff.enrol(req.body.ticket, req.body.code, req.ip));

  publicRoute(adminApi.staffVerifyTotp, async (req) => staff.verify(req.body.ticket, req.body.code, req.ip));

  anyStaffRoute(adminApi.staffLogout, async (req, reply) => noContent(reply, staff.logout(staffOf(req).sessionId)));

  anyStaffRoute(adminApi.changeStaffPassword, async (req) =>
    staff.changePassword(staffOf(req), req.ip, req.body.current_password, req.body.new_password),
  );

  anyStaffRoute(adminApi.getStaffMe, async (req) => staff.me(staffOf(req).staffId));

  route(adminApi.listStaff, async () => ({ items: await staff.list() }));

  route(adminApi.createStaff, async (req, reply) =>
    reply.code(201).send(await staff.create({ staffId: staffOf(req).staffId, ip: req.ip }, req.body)),
  );

  route(adminApi.updateStaff, async (req) => staff.update(staffOf(req), req.ip, req.params.id, req.body));

  route(adminApi.resetStaffPassword, async (req) => staff.resetPassword(staffOf(req), req.ip, req.params.id));

  route(adminApi.resetStaffTotp, async (req) => staff.resetTotp(staffOf(req), req.ip, req.params.id));

  route(adminApi.unlockStaffFactor, async (req) => staff.unlockFactor(staffOf(req), req.ip, req.params.id));

  route(adminApi.listAuditLog, async (req) => staff.audit(req.query));
};
