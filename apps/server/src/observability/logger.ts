import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';

/** Where pino-pretty is installed, or null (the production image has no dev dependencies). */
export function prettyTarget(): string | null {
  try {
    return createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return null;
  }
}

/**
 * The Fastify (pino) logger options: readable lines through pino-pretty in development when it is
 * installed; one JSON object per line everywhere else (production, tests). `stream` sends the
 * JSON lines elsewhere than stdout (tests read them); it always wins over pino-pretty.
 */
export function loggerOptions(
  config: Pick<AppConfig, 'nodeEnv' | 'logLevel'>,
  stream?: NodeJS.WritableStream,
  pretty: () => string | null = prettyTarget,
): NonNullable<FastifyServerOptions['logger']> {
  if (stream) return { level: config.logLevel, stream };
  const target = config.nodeEnv === 'development' ? pretty() : null;
  if (!target) return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: { target, options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: false } },
  };
}
