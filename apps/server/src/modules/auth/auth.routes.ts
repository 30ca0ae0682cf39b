import { authApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
import { langOf } from '../../http/lang.ts';
import { unauthorized } from '../../plugins/auth.ts';

/** POST /auth/otp, /auth/otp/verify, /auth/register, /auth/login, /auth/password/*, /auth/logout. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.services.auth;
  const route = routesWith(app);

  route(authApi.sendOtp, async (req) => auth.sendCode(req.body.PHONE, req.body.PURPOSE, req.ip, langOf(req)));

  route(authApi.verifyOtp, async (req) => auth.verifyLogin(req.body.PHONE, req.body.CODE));

  route(authApi.register, async (req) => auth.register(req.body));

  route(authApi.login, async (req) => auth.login(req.body.PHONE, req.body.PASSWORD, req.ip));

  route(authApi.verifyResetCode, async (req) => auth.verifyResetCode(req.body.PHONE, req.body.CODE));

  route(authApi.resetPassword, async (req) => auth.resetPassword(req.body.reset_token, req.body.PASSWORD));

  route(
    authApi.logout,
    async (req, reply) => {
      if (!req.session) throw unauthorized();
      await auth.logout(req.session.sessionId);
      return reply.code(204).send(null);
    },
    { preHandler: app.requireUser },
  );
};
