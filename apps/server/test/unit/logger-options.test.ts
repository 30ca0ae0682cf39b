/** The Fastify logger options (src/observability/logger.ts): pino-pretty only in development. */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions, prettyTarget } from '../../src/observability/logger.ts';

const installed = () => '/somewhere/node_modules/pino-pretty/index.js';
const missing = () => null;

describe('loggerOptions', () => {
  it('development with pino-pretty installed: readable lines through its transport', () => {
    expect(loggerOptions({ nodeEnv: 'development', logLevel: 'debug' }, undefined, installed)).toEqual({
      level: 'debug',
      transport: { target: installed(), options: expect.objectContaining({ ignore: 'pid,hostname' }) },
    });
  });

  it('development without pino-pretty (an image without dev dependencies): JSON', () => {
    expect(loggerOptions({ nodeEnv: 'development', logLevel: 'info' }, undefined, missing)).toEqual({ level: 'info' });
  });

  it.each(['production', 'test'] as const)('%s: JSON lines, pino-pretty never looked for', (nodeEnv) => {
    const pretty = () => {
      throw new Error('must not be called');
    };
    expect(loggerOptions({ nodeEnv, logLevel: 'info' }, undefined, pretty)).toEqual({ level: 'info' });
  });

  it('a stream of the caller wins (JSON to it)', () => {
    const stream = new Writable({ write: (_c, _e, done) => done() });
    expect(loggerOptions({ nodeEnv: 'development', logLevel: 'warn' }, stream, installed)).toEqual({ level: 'warn', stream });
  });

  it('finds the pino-pretty of this repository (a root dev dependency)', () => {
    expect(prettyTarget()).toMatch(/pino-pretty/);
  });
});
