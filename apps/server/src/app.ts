import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import type { Clock } from '@qadhya/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { cachePlugin } from './cache/cache.plugin.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/connect.ts';
import { apiModules } from './modules/index.ts';
import { staffAuthPlugin } from './plugins/staff-auth.ts';
import { integrationAuthPlugin } from './plugins/integration-auth.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { probesRoutes } from './modules/health/probes.routes.ts';
import { livePlugin } from './live/choose-bus.ts';
import { loggerOptions } from './observability/logger.ts';
import { metricsPlugin } from './observability/metrics.plugin.ts';
import { readinessPlugin } from './observability/readiness.ts';
import { requestLogPlugin, withRequestLog } from './observability/request-log.ts';
import { requestIdOptions, requestIdPlugin } from './observability/request-id.ts';
import { authPlugin } from './plugins/auth.ts';
import { limitsPlugin } from './limits/limits.plugin.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { deadlinePlugin } from './plugins/deadline.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { servicesPlugin } from './plugins/services.ts';
import { webPlugin } from './plugins/web.ts';
import { smsPlugin } from './sms/sms.plugin.ts';
import { emailPlugin } from './email/email.plugin.ts';
import type { SmsProvider } from './sms/provider.ts';
import type { HostResolver } from './modules/push/push-endpoint.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    clock: Clock;
  }
}

export interface AppDeps {
  config: AppConfig;
  database: Database;
  clock: Clock;
  /** An SMS provider to use instead of the configured one (tests). */
  sms?: SmsProvider;
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Resolves the push services' names instead of the system (tests: no network; docs/notifications.md#push-endpoints). */
  resolveHost?: HostResolver;
}

/** Builds the whole app: plugins first, then the API modules, then the web app. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { limits } = deps.config;
  const app = Fastify({
    // JSON lines (pino-pretty in development), each with the request's requestId (observability/).
    logger: loggerOptions(deps.config, deps.logStream),
    ...requestIdOptions(),
    // The router's own 400s answer without hooks: their log line is written there.
    frameworkErrors: withRequestLog(frameworkErrors),
    clientErrorHandler,
    bodyLimit: 1024 * 1024,
    // A request (headers and body) must arrive within REQUEST_TIMEOUT_MS (408 otherwise): a client
    // that declares a body and trickles it cannot hold a connection. Checked every second at most.
    requestTimeout: limits.requestTimeoutMs,
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: Math.min(limits.requestTimeoutMs, 20_000),
      connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(limits.requestTimeoutMs / 4))),
    },
    keepAliveTimeout: 10_000,
    ...({ trustProxy: deps.config.trustProxy } as Pick<FastifyServerOptions, 'trustProxy'>),
    routerOptions: { maxParamLength: 500, ignoreTrailingSlash: true },
    ajv: { customOptions: { coerceTypes: 'array' } },
  }).withTypeProvider<ZodTypeProvider>();

  app.server.maxConnections = limits.maxConnections;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);
  app.decorate('database', deps.database);
  app.decorate('clock', deps.clock);
  // A lost connection, an outage and its end go to the app's log (db/pool-guard.ts).
  deps.database.logTo?.(app.log);

  await app.register(requestIdPlugin);
  await app.register(requestLogPlugin);
  await app.register(errorsPlugin);
  // Every handler declared from here on answers 503 DEADLINE_EXCEEDED past REQUEST_DEADLINE_MS.
  await app.register(deadlinePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(inputGuardPlugin);
  // Answers built per request (stores near, scan, errors…) are compressed on the fly: a fast
  // brotli level (2: about half the CPU of the default 4, nearly its size). Cached answers are
  // compressed once (cache/response-cache.ts); the web app's files at build time.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 2 } },
    zlibOptions: { level: 1 },
  });
  if (deps.config.apiDocs) await app.register(openapiPlugin);
  // app.metrics and GET /metrics, before the cache and SMS plugins, which report to it.
  await app.register(metricsPlugin);
  await app.register(readinessPlugin);
  await app.register(authPlugin);
  await app.register(staffAuthPlugin);
  await app.register(limitsPlugin);
  // API keys of the chain's systems on /api/v1/integrations (docs/integrations.md).
  await app.register(integrationAuthPlugin);
  await app.register(cachePlugin);
  await app.register(smsPlugin, { provider: deps.sms });
  await app.register(emailPlugin);
  await app.register(healthRoutes);
  await app.register(probesRoutes);
  await app.register(uploadsPlugin);
  // app.live: the live events' bus between copies (Redis, PostgreSQL or memory: src/live/choose-bus.ts).
  await app.register(livePlugin);
  // Every repository and service, built once (src/services.ts): the API modules read app.services.
  await app.register(servicesPlugin, { resolveHost: deps.resolveHost });
  for (const mod of apiModules) await app.register(mod, { prefix: '/api/v1' });
  // Development helpers (the SMS outbox); never in production.
  if (deps.config.nodeEnv !== 'production') await app.register(devRoutes, { prefix: '/api/dev' });
  await app.register(webPlugin, { webDist: deps.config.webDist, adminDist: deps.config.adminDist });
  return app;
}
