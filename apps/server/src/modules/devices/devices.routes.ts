import { devicesApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { bearerToken, unauthorized } from '../../plugins/auth.ts';

/** POST /devices: the device's registration on first launch (docs/accounts.md#first-launch). */
export const devicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const devices = app.services.devices;

  app.route({
    ...routeOf(app, devicesApi.registerDevice),
    handler: async (req) => {
      const token = bearerToken(req);
      let userId: number | null = null;
      if (token !== null || req.headers.authorization !== undefined) {
        const session = token ? await app.sessions.verify(token) : null;
        if (!session) throw unauthorized();
        userId = session.userId;
      }
      return devices.register(req.body.DEVICE_ID, req.body.PLATFORM, userId);
    },
  });
};
