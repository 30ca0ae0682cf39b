import { adminApi } from '@qadhya/contracts/routes';
import { STAFF_ROLES } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
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

  app.route({
    ...routeOf(app, adminApi.staffLogin),
    config: { staffPublic: true },
    handler: async (req) => staff.login(req.body.email, req.body.password, req.ip),
  });

  app.route({
    ...routeOf(app, adminApi.staffEnrolTotp),
    config: { staffPublic: true },
    handler: async (req) => staff.enrol(req.body.ticket, req.body.code, req.ip),
  });

  app.route({
    ...routeOf(app, adminApi.staffVerifyTotp),
    config: { staffPublic: true },
    handler: async (req) => staff.verify(req.body.ticket, req.body.code, req.ip),
  });

  app.route({
    ...routeOf(app, adminApi.staffLogout),
    config: { roles: ALL, beforePasswordChange: true },
    handler: async (req, reply) => {
      await staff.logout(staffOf(req).sessionId);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(app, adminApi.changeStaffPassword),
    config: { roles: ALL, beforePasswordChange: true },
    handler: async (req) => staff.changePassword(staffOf(req), req.ip, req.body.current_password, req.body.new_password),
  });

  app.route({
    ...routeOf(app, adminApi.getStaffMe),
    config: { roles: ALL, beforePasswordChange: true },
    handler: async (req) => staff.me(staffOf(req).staffId),
  });

  app.route({
    ...routeOf(app, adminApi.listStaff),
    config: { roles: ADMIN },
    handler: async () => ({ items: await staff.list() }),
  });

  app.route({
    ...routeOf(app, adminApi.createStaff),
    config: { roles: ADMIN },
    handler: async (req, reply) => reply.code(201).send(await staff.create({ staffId: staffOf(req).staffId, ip: req.ip }, req.body)),
  });

  app.route({
    ...routeOf(app, adminApi.updateStaff),
    config: { roles: ADMIN },
    handler: async (req) => staff.update(staffOf(req), req.ip, req.params.id, req.body),
  });

  app.route({
    ...routeOf(app, adminApi.resetStaffPassword),
    config: { roles: ADMIN },
    handler: async (req) => staff.resetPassword(staffOf(req), req.ip, req.params.id),
  });

  app.route({
    ...routeOf(app, adminApi.resetStaffTotp),
    config: { roles: ADMIN },
    handler: async (req) => staff.resetTotp(staffOf(req), req.ip, req.params.id),
  });

  app.route({
    ...routeOf(app, adminApi.unlockStaffFactor),
    config: { roles: ADMIN },
    handler: async (req) => staff.unlockFactor(staffOf(req), req.ip, req.params.id),
  });

  app.route({
    ...routeOf(app, adminApi.listAuditLog),
    config: { roles: ADMIN },
    handler: async (req) => staff.audit(req.query),
  });
};
