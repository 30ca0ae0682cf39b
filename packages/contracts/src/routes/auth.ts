import { z } from 'zod';
import {
  AuthSession,
  LoginRequest,
  OtpRequest,
  OtpSent,
  OtpVerify,
  PasswordReset,
  RegisterRequest,
  ResetCodeRequest,
  ResetGrant,
} from '../auth.ts';
import { ApiError } from '../errors.ts';
import { LangQuery } from '../lang.ts';
import { defineRoutes } from './define.ts';
import { open } from './shared.ts';

const bearer = [{ bearerAuth: [] }];

/** The auth routes (docs/api.md#the-route-table). */
export const authApi = /* @__PURE__ */ defineRoutes(open('auth'), {
  sendOtp: {
    method: 'POST',
    path: '/api/v1/auth/otp',
    summary: 'Send a 5-digit code by SMS (one per 59 s and a few per hour per phone, a limit per IP)',
    description:
      'PURPOSE login signs in (or up) by phone, register goes with the S’inscrire form, reset with the forgotten password, ' +
      'password proves a password change in the settings (PUT /users/me CODE). Whether the phone has an account never ' +
      'changes the answer nor the counting: for register a phone with an account gets its code like any other (the ' +
      'register call then answers 409 PHONE_TAKEN after the right code); for reset and password an unknown phone gets ' +
      'the same answer but no SMS.',
    querystring: LangQuery,
    body: OtpRequest,
    response: {
      200: OtpSent.describe('Code sent'),
      400: ApiError.describe('Malformed body'),
      422: ApiError.describe('INVALID_PHONE: not a mobile number'),
      429: ApiError.describe('OTP_RATE_LIMITED {retry_after}, with a Retry-After header'),
      503: ApiError.describe('SERVICE_UNAVAILABLE: the SMS gateway failed'),
    },
  },
  verifyOtp: {
    method: 'POST',
    path: '/api/v1/auth/otp/verify',
    summary: 'Sign in with the login code; an unknown phone becomes a new account (is_new true)',
    body: OtpVerify,
    response: {
      200: AuthSession,
      400: ApiError.describe('Malformed body'),
      422: ApiError.describe('OTP_INVALID {attempts_left}, OTP_EXPIRED (none, expired, used or replaced) or INVALID_PHONE'),
      429: ApiError.describe('OTP_LOCKED: 5 wrong tries, ask a new code'),
    },
  },
  register: {
    method: 'POST',
    path: '/api/v1/auth/register',
    summary: 'Create an account with the register code, the profile and a password',
    description:
      'The code is checked before anything about the phone: only who received the SMS learns that the phone has an account (409).',
    body: RegisterRequest,
    response: {
      200: AuthSession,
      400: ApiError.describe('Malformed body'),
      409: ApiError.describe('PHONE_TAKEN (after the right code)'),
      422: ApiError.describe('OTP_INVALID {attempts_left}, OTP_EXPIRED or INVALID_PHONE'),
      429: ApiError.describe('OTP_LOCKED'),
    },
  },
  login: {
    method: 'POST',
    path: '/api/v1/auth/login',
    summary: 'Sign in with phone and password',
    description:
      'Unknown phone, no password set and wrong password all answer the same 401 INVALID_CREDENTIALS. Wrong passwords in ' +
      '15 minutes are limited per phone and IP (LOGIN_PAIR_LIMIT; after 3, each try waits 1 s, 2 s, 4 s…), per phone across ' +
      'every IP (LOGIN_PHONE_LIMIT) and per IP (LOGIN_IP_LIMIT); the 429 says sign_in_with "otp": the SMS code sign-in stays open.',
    body: LoginRequest,
    response: {
      200: AuthSession,
      400: ApiError.describe('Malformed body'),
      401: ApiError.describe('INVALID_CREDENTIALS'),
      429: ApiError.describe('LOGIN_RATE_LIMITED {retry_after, sign_in_with: "otp"}, with a Retry-After header'),
    },
  },
  verifyResetCode: {
    method: 'POST',
    path: '/api/v1/auth/password/verify-code',
    summary: 'Forgotten password: the reset code → a single-use reset token (15 minutes)',
    body: ResetCodeRequest,
    response: {
      200: ResetGrant,
      400: ApiError.describe('Malformed body'),
      422: ApiError.describe('OTP_INVALID {attempts_left}, OTP_EXPIRED, INVALID_PHONE or RESET_TOKEN_INVALID'),
      429: ApiError.describe('OTP_LOCKED'),
    },
  },
  resetPassword: {
    method: 'POST',
    path: '/api/v1/auth/password/reset',
    summary: 'Set a new password with the reset token: every session of the user ends, a new one starts',
    body: PasswordReset,
    response: {
      200: AuthSession,
      400: ApiError.describe('Malformed body'),
      422: ApiError.describe('RESET_TOKEN_INVALID: unknown, used or expired'),
    },
  },
  logout: {
    method: 'POST',
    path: '/api/v1/auth/logout',
    summary: 'End the current session: its token gets 401 everywhere afterwards',
    security: bearer,
    response: {
      204: z.null().describe('Signed out'),
      401: ApiError.describe('UNAUTHORIZED: missing, expired or revoked token'),
    },
  },
});
