import { socialAuthApi, socialLinksApi } from '@qadhya/contracts/routes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent, routesWith } from '../../http/route.ts';
import type { LimitRule } from '../../limits/limits.plugin.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { FLOW_TTL_SECONDS } from './social-auth.service.ts';

/** The httpOnly cookie that binds a sign-in under way to the browser that started it. */
export const BROWSER_COOKIE = 'qadhya_social';
const COOKIE_PATH = '/api/v1/auth/social';

// Per client IP, like the phone sign-in's per-IP limits (docs/accounts-social.md#limits).
const STARTS: LimitRule = { name: 'social-start', max: 30, windowMs: 10 * 60_000, message: 'Too many social sign-ins from this network.' };
const CALLBACKS: LimitRule = {
  name: 'social-callback',
  max: 30,
  windowMs: 10 * 60_000,
  message: 'Too many social sign-ins from this network.',
};
const LINKS: LimitRule = { name: 'social-register', max: 20, windowMs: 10 * 60_000, message: 'Too many link attempts from this network.' };
const UNLINKS: LimitRule = { name: 'social-unlink', max: 10, windowMs: 3600_000, message: 'Too many changes to the linked accounts.' };

/** The cookie's value from the request's Cookie header. */
function browserCookie(req: FastifyRequest): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === BROWSER_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

/** /auth/social/…, /auth/social-register/{provider}, /users/me/social (docs/accounts-social.md). */
export const socialAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const social = app.services.socialAuth;
  const route = routesWith(app);
  const secure = app.config.publicUrl.startsWith('https:') ? '; Secure' : '';

  route(socialAuthApi.socialProviders, async () => ({ data: social.providers() }));

  route(
    socialAuthApi.socialStart,
    async (req, reply) => {
      const { authorizationUrl, browser } = await social.start(req.params.provider);
      reply.header(
        'set-cookie',
        `${BROWSER_COOKIE}=${browser}; Path=${COOKIE_PATH}; Max-Age=${FLOW_TTL_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
      );
      return { authorization_url: authorizationUrl };
    },
    { preHandler: app.limits.perIp(STARTS) },
  );

  route(socialAuthApi.socialCallback, async (req) => social.callback(req.params.provider, req.body, browserCookie(req)), {
    preHandler: app.limits.perIp(CALLBACKS),
  });

  route(socialAuthApi.socialRegister, async (req) => social.register(req.params.provider, req.body), {
    preHandler: app.limits.perIp(LINKS),
  });

  const mine = routesWith(app, { preHandler: app.requireUser });
  mine(socialLinksApi.listSocialLinks, async (req) => social.links(userIdOf(req)));
  mine(socialLinksApi.unlinkSocial, async (req, reply) => noContent(reply, social.unlink(userIdOf(req), req.params.provider)), {
    preHandler: [app.requireUser, app.limits.perAccount(UNLINKS)],
  });
};
