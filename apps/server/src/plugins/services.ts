import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { buildServices, type Services } from '../services.ts';
import { systemResolver, type HostResolver } from '../modules/push/push-endpoint.ts';
import { resolveVapid } from '../modules/push/vapid.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every service of the API, built once per app (src/services.ts): route plugins read them here. */
    services: Services;
  }
}

/**
 * `app.services`, from what the earlier plugins put on the app (sessions, SMS provider, storage):
 * register it after them and before the API modules.
 */
export const servicesPlugin = fp(async (app: FastifyInstance, opts: { resolveHost?: HostResolver }) => {
  app.decorate(
    'services',
    buildServices({
      db: app.database.db,
      clock: app.clock,
      authLimits: app.config.auth,
      sessions: app.sessions,
      staffSessions: app.staffSessions,
      staffSecretKey: app.config.staffSecretKey,
      personalDataKey: app.config.personalDataKey,
      walletRules: app.config.wallet,
      ownBrands: app.config.chain.ownBrands,
      sms: app.sms,
      email: app.email,
      publicUrl: app.config.publicUrl,
      social: app.config.social,
      storage: app.storage,
      pdfRender: app.config.pdfRender,
      log: app.log,
      live: app.live,
      vapid: await resolveVapid(app.config, app.log),
      // Production: https on 443 only; elsewhere also a receiver on this machine (docs/notifications.md#push-endpoints).
      pushEndpoints: { production: app.config.nodeEnv === 'production', resolve: opts.resolveHost ?? systemResolver },
    }),
  );
  // A PDF still rendering when the app closes: its worker is ended (docs/catalogue-admin.md#heavy-pdfs).
  app.addHook('onClose', () => app.services.pdfRenderer.close());
});
