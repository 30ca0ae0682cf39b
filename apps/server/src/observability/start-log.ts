import type { AppConfig } from '../config.ts';
import type { DatabaseLog } from '../db/pool-guard.ts';

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

/**
 * The log of the start before the app (and its pino logger) exists: the migrations' lock waits
 * (db/migrate.ts). The same JSON lines as pino's, at the configured level (LOG_LEVEL; silent in tests).
 */
export function startLog(config: Pick<AppConfig, 'logLevel'>, out: NodeJS.WritableStream = process.stdout): DatabaseLog {
  const min = config.logLevel === 'silent' ? Infinity : (LEVELS[config.logLevel as keyof typeof LEVELS] ?? LEVELS.info);
  const line = (level: number) => (obj: object, msg: string) => {
    if (level >= min) out.write(`${JSON.stringify({ level, time: Date.now(), pid: process.pid, ...obj, msg })}\n`);
  };
  return { info: line(LEVELS.info), warn: line(LEVELS.warn), error: line(LEVELS.error) };
}
