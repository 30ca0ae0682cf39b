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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { isPathLikeName } from './avatar-image.ts';

/** The multipart field of the avatar file. */
const AVATAR_FIELD = 'AVATAR';

/** The one AVATAR file of a multipart request, read whole (at most AVATAR_MAX_BYTES). */
async function readAvatarFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the image as multipart/form-data in the field ${AVATAR_FIELD}.`);
  }
  try {
    const file = await request.file();
    if (!file || file.fieldname !== AVATAR_FIELD) {
      file?.file.resume();
      throw new AppError(400, 'FILE_MISSING', `No file in the field ${AVATAR_FIELD}.`);
    }
    if (isPathLikeName(file.filename)) {
      file.file.resume();
      throw new AppError(400, 'INVALID_FILE_NAME', 'The file name must not contain a path.');
    }
    const bytes = await file.toBuffer();
    if (bytes.length === 0) throw new AppError(400, 'FILE_MISSING', `The file in ${AVATAR_FIELD} is empty.`);
    return bytes;
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'FILE_TOO_LARGE', `The image is larger than ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`);
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'Send one file and nothing else.');
    }
    throw new AppError(400, 'BAD_REQUEST', 'The multipart body is malformed.');
  }
}

/**
 * The documented form (one binary field AVATAR). Not validated as a schema: the multipart stream
 * is read and checked by readAvatarFile (FILE_MISSING, INVALID_FILE_NAME, FILE_TOO_LARGE, …).
 */
const AvatarUpload = z.unknown().meta({
  type: 'object',
  properties: { [AVATAR_FIELD]: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB' } },
  required: [AVATAR_FIELD],
});

const secured = { security: [{ bearerAuth: [] }] };

/** Avatar uploads per account (each is a decode): docs/security.md. */
export const AVATAR_UPLOADS = { name: 'avatar-upload', max: 10, windowMs: 3600_000, message: 'Too many avatar uploads: try again later.' };
/** Member searches an account may make in an hour (docs/family.md). */
export const SEARCH_PER_HOUR = 30;

/** The signed-in user's profile, avatar, notification settings and account; the member search. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    preservePath: true, // keep the client's name whole, so a path-like name is seen and refused
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldNameSize: 100, fieldSize: 1024, headerPairs: 50 },
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
    async (req) => users.setAvatar(userIdOf(req), await readAvatarFile(req)),
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
