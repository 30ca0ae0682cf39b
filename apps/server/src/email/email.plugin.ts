import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DevEmailProvider, disabledEmail, HttpEmailProvider, type EmailProvider } from './provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends e-mail: the HTTP gateway (EMAIL_GATEWAY_URL), else the dev outbox, or off in production. */
    email: EmailProvider;
    /** The dev provider's outbox (GET /api/dev/emails), or null when e-mails really leave or are off. */
    emailOutbox: DevEmailProvider | null;
  }
}

export interface EmailPluginOptions {
  /** A provider to use instead of the configured one (tests). */
  provider?: EmailProvider | undefined;
}

/** Chooses the e-mail provider: injected, HTTP gateway, dev outbox (never in production), or off. docs/help.md#e-mail */
export const emailPlugin = fp<EmailPluginOptions>(async (app: FastifyInstance, options) => {
  const { gatewayUrl, gatewayToken, from, timeoutMs } = app.config.email;
  let provider: EmailProvider;
  let outbox: DevEmailProvider | null = null;
  if (options.provider) provider = options.provider;
  else if (gatewayUrl) provider = new HttpEmailProvider({ url: gatewayUrl, token: gatewayToken, from, timeoutMs });
  else if (app.config.nodeEnv === 'production') provider = disabledEmail;
  else provider = outbox = new DevEmailProvider(app.log, app.clock);
  if (options.provider instanceof DevEmailProvider) outbox = options.provider;
  app.decorate('email', provider);
  app.decorate('emailOutbox', outbox);
});
