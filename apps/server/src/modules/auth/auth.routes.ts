import { authApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { langOf } from '../../http/lang.ts';
import { unauthorized } from '../../plugins/auth.ts';

/** POST /auth/otp, /auth/otp/verify, /auth/register, /auth/login, /auth/password/*, /auth/logout. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.services.auth;

  app.route({
    ...routeOf(app, authApi.sendOtp),
    handler: async (req) => auth.sendCode(req.body.PHONE, req.body.PURPOSE, req.ip, langOf(req)),
  });

  app.route({
    ...routeOf(app, authApi.verifyOtp),
    handler: async (req) => auth.verifyLogin(req.body.PHONE, req.body.CODE),
  });

  app.route({
    ...routeOf(app, authApi.register),
    handler: async (req) => auth.register(req.body),
  });

  app.route({
    ...routeOf(app, authApi.login),
    handler: async (req) => auth.login(req.body.PHONE, req.body.PASSWORD, req.ip),
  });

  app.route({
    ...routeOf(app, authApi.verifyResetCode),
    handler: async (req) => auth.verifyResetCode(req.body.PHONE, req.body.CODE),
  });

  app.route({
    ...routeOf(app, authApi.resetPassword),
    handler: async (req) => auth.resetPassword(req.body.reset_token, req.body.PASSWORD),
  });

  app.route({
    ...routeOf(app, authApi.logout),
    preHandler: app.requireUser,
    handler: async (req, reply) => {
      if (!req.session) throw unauthorized();
      await auth.logout(req.session.sessionId);
      return reply.code(204).send(null);
    },
  });
};
