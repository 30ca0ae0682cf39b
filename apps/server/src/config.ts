import path from 'node:path';
import { z } from 'zod';
import { parseTunisDateTime } from '@qadhya/domain';

const EnvSchema = z.object({
  PORT: z
    .string()
    .trim()
    .regex(/^\d+$/, 'PORT must be a number')
    .transform(Number)
    .refine((n) => n <= 65535, 'PORT must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  APP_NOW: z
    .string()
    .refine((v) => parseTunisDateTime(v) !== null, {
      message: 'APP_NOW must be a Tunis date-time like 2026-11-24T13:30 (or 2026-11-24)',
    })
    .optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST: z.string().optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appNow: Date | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  webDist: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const here = path.dirname(new URL(import.meta.url).pathname);
const defaultWebDist = path.resolve(here, '../../web/dist');

/** Reads and validates the environment. Throws ConfigError with every problem at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appNow: e.APP_NOW ? (parseTunisDateTime(e.APP_NOW) ?? undefined) : undefined,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist,
  };
}
