import {
  ApiError,
  AuditPage,
  AuditQuery,
  Staff,
  StaffCreated,
  StaffCreateRequest,
  StaffEnrolRequest,
  StaffIdParams,
  StaffList,
  StaffPasswordChangeRequest,
  StaffLoginRequest,
  StaffLoginStep,
  StaffSession,
  StaffUpdateRequest,
  StaffVerifyRequest,
  STAFF_ROLES,
} from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf } from '../../plugins/staff-auth.ts';

const staffAuth = [{ staffAuth: [] }];
const ALL = STAFF_ROLES;
const ADMIN = ['admin'] as const;
const guarded = {
  401: ApiError.describe('UNAUTHORIZED: no live staff session (a shopper token never is one)'),
  403: ApiError.describe('FORBIDDEN: the role does not allow this route'),
};

/**
 * The back office's first routes (docs/back-office.md), under /api/v1/admin: staff sign-in (password,
 * then TOTP enrolment or a code), the session, staff management and the audit log. Every route
 * declares its roles (`config.roles`), checked by plugins/staff-auth.ts before anything else.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.services.staff;

  app.post(
    '/admin/auth/login',
    {
      config: { staffPublic: true },
      schema: {
        tags: ['admin'],
        summary: 'Staff sign-in, step 1: e-mail and password → the TOTP enrolment (first time) or the code to give',
        body: StaffLoginRequest,
        response: {
          200: StaffLoginStep,
          400: ApiError,
          401: ApiError.describe('INVALID_CREDENTIALS: unknown e-mail, wrong password or disabled account (one answer)'),
          423: ApiError.describe('STAFF_FACTOR_LOCKED: the right password, but the second factor is locked until an admin lifts it'),
          429: ApiError.describe('LOGIN_RATE_LIMITED {retry_after}: the shoppers’ wrong-password limits'),
        },
      },
    },
    async (req) => staff.login(req.body.email, req.body.password, req.ip),
  );

  app.post(
    '/admin/auth/enrol',
    {
      config: { staffPublic: true },
      schema: {
        tags: ['admin'],
        summary: 'Staff sign-in, step 2 the first time: the first TOTP code confirms the secret; the recovery codes are shown once',
        body: StaffEnrolRequest,
        response: {
          200: StaffSession,
          400: ApiError,
          401: ApiError.describe('STAFF_TICKET_INVALID: expired, used, or too many wrong codes'),
          422: ApiError.describe('TOTP_INVALID {attempts_left, retry_after?}: counted for the member whatever the ticket'),
          423: ApiError.describe('STAFF_FACTOR_LOCKED: 10 wrong codes; only an admin lifts it'),
          429: ApiError.describe('TOTP_RATE_LIMITED {retry_after}: after 3 wrong codes each try waits 1 s, 2 s, 4 s…'),
        },
      },
    },
    async (req) => staff.enrol(req.body.ticket, req.body.code, req.ip),
  );

  app.post(
    '/admin/auth/verify',
    {
      config: { staffPublic: true },
      schema: {
        tags: ['admin'],
        summary: 'Staff sign-in, step 2: a TOTP code (each once) or an unused recovery code opens the session',
        body: StaffVerifyRequest,
        response: {
          200: StaffSession,
          400: ApiError,
          401: ApiError.describe('STAFF_TICKET_INVALID: expired, used, or too many wrong codes'),
          422: ApiError.describe('TOTP_INVALID {attempts_left, retry_after?}: counted for the member whatever the ticket'),
          423: ApiError.describe('STAFF_FACTOR_LOCKED: 10 wrong codes; only an admin lifts it'),
          429: ApiError.describe('TOTP_RATE_LIMITED {retry_after}: after 3 wrong codes each try waits 1 s, 2 s, 4 s…'),
        },
      },
    },
    async (req) => staff.verify(req.body.ticket, req.body.code, req.ip),
  );

  app.post(
    '/admin/auth/logout',
    {
      config: { roles: ALL, beforePasswordChange: true },
      schema: { tags: ['admin'], summary: 'Ends this staff session', security: staffAuth, response: { 204: z.null(), ...guarded } },
    },
    async (req, reply) => {
      await staff.logout(staffOf(req).sessionId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/auth/password',
    {
      config: { roles: ALL, beforePasswordChange: true },
      schema: {
        tags: ['admin'],
        summary: 'Changes one’s own password (the current one under the sign-in limits); lifts a forced change and ends one’s other sessions',
        security: staffAuth,
        body: StaffPasswordChangeRequest,
        response: {
          200: Staff,
          400: ApiError,
          ...guarded,
          422: ApiError.describe('CURRENT_PASSWORD_INVALID | PASSWORD_UNCHANGED'),
          429: ApiError.describe('LOGIN_RATE_LIMITED {retry_after}'),
        },
      },
    },
    async (req) => staff.changePassword(staffOf(req), req.ip, req.body.current_password, req.body.new_password),
  );

  app.get(
    '/admin/auth/me',
    {
      config: { roles: ALL, beforePasswordChange: true },
      schema: { tags: ['admin'], summary: 'The signed-in staff member', security: staffAuth, response: { 200: Staff, ...guarded } },
    },
    async (req) => staff.me(staffOf(req).staffId),
  );

  app.get(
    '/admin/staff',
    {
      config: { roles: ADMIN },
      schema: { tags: ['admin'], summary: 'Every staff member (admin)', security: staffAuth, response: { 200: StaffList, ...guarded } },
    },
    async () => ({ items: await staff.list() }),
  );

  app.post(
    '/admin/staff',
    {
      config: { roles: ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'Creates a staff member (admin): a generated initial password comes back once',
        security: staffAuth,
        body: StaffCreateRequest,
        response: {
          201: StaffCreated,
          400: ApiError,
          ...guarded,
          409: ApiError.describe('STAFF_EMAIL_TAKEN'),
          422: ApiError.describe('STORE_NOT_FOUND: a store manager’s store does not exist'),
        },
      },
    },
    async (req, reply) => reply.code(201).send(await staff.create({ staffId: staffOf(req).staffId, ip: req.ip }, req.body)),
  );

  app.patch(
    '/admin/staff/:id',
    {
      config: { roles: ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'Changes a staff member’s role, stores or disabled flag (admin); a new role or a disabling ends their sessions',
        security: staffAuth,
        params: StaffIdParams,
        body: StaffUpdateRequest,
        response: {
          200: Staff,
          400: ApiError,
          ...guarded,
          404: ApiError.describe('STAFF_NOT_FOUND'),
          409: ApiError.describe('STAFF_SELF_CHANGE: one’s own role or disabling'),
          422: ApiError.describe('STORE_NOT_FOUND'),
        },
      },
    },
    async (req) => staff.update(staffOf(req), req.ip, req.params.id, req.body),
  );

  app.post(
    '/admin/staff/:id/password-reset',
    {
      config: { roles: ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'Gives a staff member a new initial password, shown once (admin): their sessions end and they must change it',
        security: staffAuth,
        params: StaffIdParams,
        response: { 200: StaffCreated, 400: ApiError, ...guarded, 404: ApiError.describe('STAFF_NOT_FOUND'), 409: ApiError.describe('STAFF_SELF_CHANGE') },
      },
    },
    async (req) => staff.resetPassword(staffOf(req), req.ip, req.params.id),
  );

  app.post(
    '/admin/staff/:id/totp-reset',
    {
      config: { roles: ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'Forgets a staff member’s second factor (a lost phone, admin): their sessions end and their next sign-in enrols again',
        security: staffAuth,
        params: StaffIdParams,
        response: { 200: Staff, 400: ApiError, ...guarded, 404: ApiError.describe('STAFF_NOT_FOUND'), 409: ApiError.describe('STAFF_SELF_CHANGE') },
      },
    },
    async (req) => staff.resetTotp(staffOf(req), req.ip, req.params.id),
  );

  app.post(
    '/admin/staff/:id/factor-unlock',
    {
      config: { roles: ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'Lifts a staff member’s second factor locked by wrong codes (admin, audited): they may sign in again',
        security: staffAuth,
        params: StaffIdParams,
        response: { 200: Staff, 400: ApiError, ...guarded, 404: ApiError.describe('STAFF_NOT_FOUND'), 409: ApiError.describe('STAFF_SELF_CHANGE') },
      },
    },
    async (req) => staff.unlockFactor(staffOf(req), req.ip, req.params.id),
  );

  app.get(
    '/admin/audit',
    {
      config: { roles: ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first (admin): filter by staff, entity and days (Tunis)',
        security: staffAuth,
        querystring: AuditQuery,
        response: { 200: AuditPage, 400: ApiError, ...guarded },
      },
    },
    async (req) => staff.audit(req.query),
  );
};
