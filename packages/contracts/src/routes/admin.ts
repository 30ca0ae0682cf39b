import { z } from 'zod';
import {
  AuditPage,
  AuditQuery,
  Staff,
  StaffCreateRequest,
  StaffCreated,
  StaffEnrolRequest,
  StaffIdParams,
  StaffList,
  StaffLoginRequest,
  StaffLoginStep,
  StaffPasswordChangeRequest,
  StaffSession,
  StaffUpdateRequest,
  StaffVerifyRequest,
} from '../admin.ts';
import { ApiError } from '../errors.ts';
import { defineRoutes } from './define.ts';
import { staffOnly } from './shared.ts';

/** The answers of the sign-in's second step (enrolment or verification). */
const secondStepAnswers = {
  200: StaffSession,
  401: ApiError.describe('STAFF_TICKET_INVALID: expired, used, or too many wrong codes'),
  422: ApiError.describe('TOTP_INVALID {attempts_left, retry_after?}: counted for the member whatever the ticket'),
  423: ApiError.describe('STAFF_FACTOR_LOCKED: 10 wrong codes; only an admin lifts it'),
  429: ApiError.describe('TOTP_RATE_LIMITED {retry_after}: after 3 wrong codes each try waits 1 s, 2 s, 4 s…'),
};

/** The staff sign-in's routes: no session yet (and no 500 documented). */
const signIn = { tags: ['admin'] } as const;

/** The admin routes (docs/api.md#the-route-table). */
export const adminApi = {
  .../* @__PURE__ */ defineRoutes(signIn, {
    staffLogin: {
      method: 'POST',
      path: '/api/v1/admin/auth/login',
      summary: 'Staff sign-in, step 1: e-mail and password → the TOTP enrolment (first time) or the code to give',
      body: StaffLoginRequest,
      response: {
        200: StaffLoginStep,
        401: ApiError.describe('INVALID_CREDENTIALS: unknown e-mail, wrong password or disabled account (one answer)'),
        423: ApiError.describe('STAFF_FACTOR_LOCKED: the right password, but the second factor is locked until an admin lifts it'),
        429: ApiError.describe('LOGIN_RATE_LIMITED {retry_after}: the shoppers’ wrong-password limits'),
      },
    },
    staffEnrolTotp: {
      method: 'POST',
      path: '/api/v1/admin/auth/enrol',
      summary: 'Staff sign-in, step 2 the first time: the first TOTP code confirms the secret; the recovery codes are shown once',
      body: StaffEnrolRequest,
      response: secondStepAnswers,
    },
    staffVerifyTotp: {
      method: 'POST',
      path: '/api/v1/admin/auth/verify',
      summary: 'Staff sign-in, step 2: a TOTP code (each once) or an unused recovery code opens the session',
      body: StaffVerifyRequest,
      response: secondStepAnswers,
    },
  }),
  .../* @__PURE__ */ defineRoutes(staffOnly('admin'), {
    staffLogout: {
      method: 'POST',
      path: '/api/v1/admin/auth/logout',
      summary: 'Ends this staff session',
      response: { 204: z.null() },
    },
    changeStaffPassword: {
      method: 'POST',
      path: '/api/v1/admin/auth/password',
      summary: 'Changes one’s own password (the current one under the sign-in limits); lifts a forced change and ends one’s other sessions',
      body: StaffPasswordChangeRequest,
      response: {
        200: Staff,
        422: ApiError.describe('CURRENT_PASSWORD_INVALID | PASSWORD_UNCHANGED'),
        429: ApiError.describe('LOGIN_RATE_LIMITED {retry_after}'),
      },
    },
    getStaffMe: {
      method: 'GET',
      path: '/api/v1/admin/auth/me',
      summary: 'The signed-in staff member',
      response: { 200: Staff },
    },
    listStaff: {
      method: 'GET',
      path: '/api/v1/admin/staff',
      summary: 'Every staff member (admin)',
      response: { 200: StaffList },
    },
    createStaff: {
      method: 'POST',
      path: '/api/v1/admin/staff',
      summary: 'Creates a staff member (admin): a generated initial password comes back once',
      body: StaffCreateRequest,
      response: {
        201: StaffCreated,
        409: ApiError.describe('STAFF_EMAIL_TAKEN'),
        422: ApiError.describe('STORE_NOT_FOUND: a store manager’s store does not exist'),
      },
    },
    updateStaff: {
      method: 'PATCH',
      path: '/api/v1/admin/staff/:id',
      summary: 'Changes a staff member’s role, stores or disabled flag (admin); a new role or a disabling ends their sessions',
      params: StaffIdParams,
      body: StaffUpdateRequest,
      response: {
        200: Staff,
        404: ApiError.describe('STAFF_NOT_FOUND'),
        409: ApiError.describe('STAFF_SELF_CHANGE: one’s own role or disabling'),
        422: ApiError.describe('STORE_NOT_FOUND'),
      },
    },
    resetStaffPassword: {
      method: 'POST',
      path: '/api/v1/admin/staff/:id/password-reset',
      summary: 'Gives a staff member a new initial password, shown once (admin): their sessions end and they must change it',
      params: StaffIdParams,
      response: {
        200: StaffCreated,
        404: ApiError.describe('STAFF_NOT_FOUND'),
        409: ApiError.describe('STAFF_SELF_CHANGE'),
      },
    },
    resetStaffTotp: {
      method: 'POST',
      path: '/api/v1/admin/staff/:id/totp-reset',
      summary: 'Forgets a staff member’s second factor (a lost phone, admin): their sessions end and their next sign-in enrols again',
      params: StaffIdParams,
      response: {
        200: Staff,
        404: ApiError.describe('STAFF_NOT_FOUND'),
        409: ApiError.describe('STAFF_SELF_CHANGE'),
      },
    },
    unlockStaffFactor: {
      method: 'POST',
      path: '/api/v1/admin/staff/:id/factor-unlock',
      summary: 'Lifts a staff member’s second factor locked by wrong codes (admin, audited): they may sign in again',
      params: StaffIdParams,
      response: {
        200: Staff,
        404: ApiError.describe('STAFF_NOT_FOUND'),
        409: ApiError.describe('STAFF_SELF_CHANGE'),
      },
    },
    listAuditLog: {
      method: 'GET',
      path: '/api/v1/admin/audit',
      summary: 'The audit log, newest first (admin): filter by staff, entity and days (Tunis)',
      querystring: AuditQuery,
      response: { 200: AuditPage },
    },
  }),
};
