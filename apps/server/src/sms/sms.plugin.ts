import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { checkSmsConfig } from '../config.ts';
import { DevSmsProvider, HttpSmsProvider, type SmsProvider } from './provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends SMS: the HTTP gateway in production (or when SMS_GATEWAY_URL is set), else the dev outbox. */
    sms: SmsProvider;
    /** The dev provider's outbox (GET /api/dev/outbox), or null when SMS really leave. */
    smsOutbox: DevSmsProvider | null;
  }
}

export interface SmsPluginOptions {
  /** A provider to use instead of the configured one (tests). */
  provider?: SmsProvider | undefined;
}

/** Chooses the SMS provider: injected, HTTP gateway, or the dev outbox (never in production). */
export const smsPlugin = fp<SmsPluginOptions>(async (app: FastifyInstance, options) => {
  checkSmsConfig(app.config);
  const { gatewayUrl, gatewayToken, sender, timeoutMs } = app.config.sms;
  let provider: SmsProvider;
  let outbox: DevSmsProvider | null = null;
  if (options.provider) provider = options.provider;
  else if (gatewayUrl) provider = new HttpSmsProvider({ url: gatewayUrl, token: gatewayToken, sender, timeoutMs });
  else provider = outbox = new DevSmsProvider(app.log, app.clock);
  if (options.provider instanceof DevSmsProvider) outbox = options.provider;
  app.decorate('sms', countedSms(provider, app));
  app.decorate('smsOutbox', outbox);
});

/** The provider, each send counted in app.metrics by purpose and outcome (otp_sms_total). */
function countedSms(provider: SmsProvider, app: FastifyInstance): SmsProvider {
  return {
    async send(phone, text, meta) {
      const purpose = meta?.purpose ?? 'other';
      try {
        await provider.send(phone, text, meta);
      } catch (err) {
        app.metrics.otpSmsSent(purpose, 'failed');
        throw err;
      }
      app.metrics.otpSmsSent(purpose, 'sent');
    },
  };
}
