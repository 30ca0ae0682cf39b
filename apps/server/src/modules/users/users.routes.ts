import { AVATAR_FIELD, SEARCH_PER_HOUR, usersApi } from '@qadhya/contracts/routes';
import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { readSingleFile, singleFileLimits } from '../../http/single-file.ts';

/** Avatar uploads per account (each is a decode): docs/security.md. */
export const AVATAR_UPLOADS = { name: 'avatar-upload', max: 10, windowMs: 3600_000, message: 'Too many avatar uploads: try again later.' };

/** The signed-in user's profile, avatar, notification settings and account; the member search. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    preservePath: true, // keep the client's name whole, so a path-like name is seen and refused
    limits: singleFileLimits(AVATAR_MAX_BYTES),
  });
  const users = app.services.users;
  const auth = { preHandler: app.requireUser };

  app.route({
    ...routeOf(app, usersApi.getMe),
    ...auth,
    handler: async (req) => ({ data: await users.me(userIdOf(req)) }),
  });

  app.route({
    ...routeOf(app, usersApi.updateMe),
    ...auth,
    handler: async (req) => ({ data: await users.update(userIdOf(req), req.session!, req.body, req.ip) }),
  });

  app.route({
    ...routeOf(app, usersApi.deleteMe),
    ...auth,
    handler: async (req, reply) => {
      await users.remove(userIdOf(req));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(app, usersApi.uploadMyAvatar),
    preHandler: [app.requireUser, app.limits.perAccount(AVATAR_UPLOADS)],
    handler: async (req) => users.setAvatar(userIdOf(req), await readSingleFile(req, AVATAR_FIELD, AVATAR_MAX_BYTES)),
  });

  app.route({
    ...routeOf(app, usersApi.getMyNotificationSettings),
    ...auth,
    handler: async (req) => ({ data: await users.config(userIdOf(req)) }),
  });

  app.route({
    ...routeOf(app, usersApi.updateMyNotificationSettings),
    ...auth,
    handler: async (req) => ({ data: await users.saveConfig(userIdOf(req), req.body) }),
  });

  app.route({
    ...routeOf(app, usersApi.searchUserByUid),
    preHandler: [
      app.requireUser,
      app.limits.perAccount({
        name: 'user-search',
        max: SEARCH_PER_HOUR,
        windowMs: 3_600_000,
        message: 'Too many searches: wait before searching again.',
      }),
    ],
    handler: async (req) => ({ items: await users.search(userIdOf(req), req.query.q) }),
  });
};
