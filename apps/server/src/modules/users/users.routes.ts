import { AVATAR_FIELD, SEARCH_PER_HOUR, usersApi } from '@qadhya/contracts/routes';
import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent, routesWith } from '../../http/route.ts';
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
  const route = routesWith(app, { preHandler: app.requireUser });

  route(usersApi.getMe, async (req) => ({ data: await users.me(userIdOf(req)) }));

  route(usersApi.updateMe, async (req) => ({ data: await users.update(userIdOf(req), req.session!, req.body, req.ip) }));

  route(usersApi.deleteMe, async (req, reply) => noContent(reply, users.remove(userIdOf(req))));

  route(usersApi.uploadMyAvatar, async (req) => users.setAvatar(userIdOf(req), await readSingleFile(req, AVATAR_FIELD, AVATAR_MAX_BYTES)), {
    preHandler: [app.requireUser, app.limits.perAccount(AVATAR_UPLOADS)],
  });

  route(usersApi.getMyNotificationSettings, async (req) => ({ data: await users.config(userIdOf(req)) }));

  route(usersApi.updateMyNotificationSettings, async (req) => ({ data: await users.saveConfig(userIdOf(req), req.body) }));

  // The shopper's store kept on the server (docs/stores.md#the-shoppers-store).
  route(usersApi.getMyStore, async (req) => app.services.shopperStore.get(userIdOf(req)));

  route(usersApi.updateMyStore, async (req) => app.services.shopperStore.set(userIdOf(req), req.body.magasin_code));

  route(usersApi.searchUserByUid, async (req) => ({ items: await users.search(userIdOf(req), req.query.q) }), {
    preHandler: [
      app.requireUser,
      app.limits.perAccount({
        name: 'user-search',
        max: SEARCH_PER_HOUR,
        windowMs: 3_600_000,
        message: 'Too many searches: wait before searching again.',
      }),
    ],
  });
};
