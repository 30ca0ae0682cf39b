import multipart from '@fastify/multipart';
import {
  ApiError,
  AVATAR_MAX_BYTES,
  AvatarResponse,
  NotificationConfig,
  NotificationConfigResponse,
  ProfileUpdate,
  UserResponse,
  UserSearchQuery,
  UserSearchResponse,
} from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../plugins/auth.ts';
import { readSingleFile, singleFileForm, singleFileLimits } from '../../http/single-file.ts';

/** The multipart field of the avatar file. */
const AVATAR_FIELD = 'AVATAR';

/** The documented form: one binary field AVATAR (read and checked by readSingleFile). */
const AvatarUpload = singleFileForm(AVATAR_FIELD, 'JPEG, PNG or WebP, at most 5 MB');

const secured = { security: [{ bearerAuth: [] }] };

/** Avatar uploads per account (each is a decode): docs/security.md. */
export const AVATAR_UPLOADS = { name: 'avatar-upload', max: 10, windowMs: 3600_000, message: 'Too many avatar uploads: try again later.' };
/** Member searches an account may make in an hour (docs/family.md). */
export const SEARCH_PER_HOUR = 30;

/** The signed-in user's profile, avatar, notification settings and account; the member search. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    preservePath: true, // keep the client's name whole, so a path-like name is seen and refused
    limits: singleFileLimits(AVATAR_MAX_BYTES),
  });
  const users = app.services.users;
  const auth = { preHandler: app.requireUser };

  app.get(
    '/users/me',
    {
      ...auth,
      schema: { ...secured, tags: ['users'], summary: 'The signed-in user', response: { 200: UserResponse, 401: ApiError, 500: ApiError } },
    },
    async (req) => ({ data: await users.me(userIdOf(req)) }),
  );

  app.put(
    '/users/me',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['users'],
        summary: 'Updates the profile (absent fields stay); a new PASSWORD needs a proof and ends every other session',
        description:
          'A new PASSWORD needs CURRENT_PASSWORD (when the account has one; wrong ones count like wrong logins), or CODE ' +
          '(an SMS sent with POST /auth/otp PURPOSE password), or a session opened by an SMS code within 10 minutes.',
        body: ProfileUpdate,
        response: {
          200: UserResponse,
          400: ApiError,
          401: ApiError,
          403: ApiError.describe('FORBIDDEN (another ID), CURRENT_PASSWORD_INVALID or PASSWORD_PROOF_REQUIRED'),
          422: ApiError.describe('OTP_INVALID {attempts_left} or OTP_EXPIRED: the CODE'),
          429: ApiError.describe('LOGIN_RATE_LIMITED {retry_after, sign_in_with} (wrong current passwords) or OTP_LOCKED'),
          500: ApiError,
        },
      },
    },
    async (req) => ({ data: await users.update(userIdOf(req), req.session!, req.body, req.ip) }),
  );

  app.delete(
    '/users/me',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['users'],
        summary: 'Deletes the account: profile, sessions, family, memberships, settings, devices and avatar',
        response: { 204: z.null().describe('Deleted'), 401: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      await users.remove(userIdOf(req));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/users/me/avatar',
    {
      preHandler: [app.requireUser, app.limits.perAccount(AVATAR_UPLOADS)],
      schema: {
        ...secured,
        tags: ['users'],
        summary: `Uploads the avatar: multipart field ${AVATAR_FIELD}, a JPEG, PNG or WebP of at most 5 MB, re-encoded to a 512×512 WebP without metadata`,
        consumes: ['multipart/form-data'],
        body: AvatarUpload,
        response: { 200: AvatarResponse, 400: ApiError, 401: ApiError, 413: ApiError, 415: ApiError, 422: ApiError, 429: ApiError, 500: ApiError, 503: ApiError },
      },
    },
    async (req) => users.setAvatar(userIdOf(req), await readSingleFile(req, AVATAR_FIELD, AVATAR_MAX_BYTES)),
  );

  app.get(
    '/users/me/config',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['users'],
        summary: 'The five notification switches (all 1 until changed)',
        response: { 200: NotificationConfigResponse, 401: ApiError, 500: ApiError },
      },
    },
    async (req) => ({ data: await users.config(userIdOf(req)) }),
  );

  app.put(
    '/users/me/config',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['users'],
        summary: 'Saves the five notification switches (all five, 0 or 1)',
        body: NotificationConfig,
        response: { 200: NotificationConfigResponse, 400: ApiError, 401: ApiError, 500: ApiError },
      },
    },
    async (req) => ({ data: await users.saveConfig(userIdOf(req), req.body) }),
  );

  app.get(
    '/users/search',
    {
      preHandler: [
        app.requireUser,
        app.limits.perAccount({ name: 'user-search', max: SEARCH_PER_HOUR, windowMs: 3_600_000, message: 'Too many searches: wait before searching again.' }),
      ],
      schema: {
        ...secured,
        tags: ['users'],
        summary: `The user of exactly the UID q (8 digits; never a phone, never a prefix), with a masked name, never the caller; ${SEARCH_PER_HOUR} searches an hour per account`,
        querystring: UserSearchQuery,
        response: {
          200: UserSearchResponse,
          400: ApiError,
          401: ApiError,
          429: ApiError.describe('RATE_LIMITED {retry_after}, with a Retry-After header'),
          500: ApiError,
        },
      },
    },
    async (req) => ({ items: await users.search(userIdOf(req), req.query.q) }),
  );
};
