import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`);
}

const savedTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = savedTz;
});

describe('loadConfig: defaults', () => {
  it('gives working defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      appNow: undefined,
      nodeEnv: 'development',
      logLevel: 'info',
    });
    expect(path.isAbsolute(c.webDist)).toBe(true);
    expect(c.webDist.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('treats empty strings as unset', () => {
    const c = loadConfig({ PORT: '', HOST: '', DATA_DIR: '', DATABASE_URL: '', APP_NOW: '', NODE_ENV: '', LOG_LEVEL: '', WEB_DIST: '' });
    expect(c).toEqual(loadConfig({}));
  });

  it('ignores unrelated variables', () => {
    expect(loadConfig({ PATH: '/usr/bin', HOME: '/root', SOMETHING: 'x' })).toEqual(loadConfig({}));
  });

  it('picks the log level from NODE_ENV unless LOG_LEVEL says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'production' }).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('reads valid values', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: 'var/qadhya',
      DATABASE_URL: 'postgresql://qadhya@127.0.0.1:54329/qadhya',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      WEB_DIST: 'dist-web',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('var/qadhya'),
      databaseUrl: 'postgresql://qadhya@127.0.0.1:54329/qadhya',
      nodeEnv: 'production',
      logLevel: 'warn',
      webDist: path.resolve('dist-web'),
    });
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/x' }).databaseUrl).toBe('postgres://u:p@db/x');
  });
});

describe('loadConfig: each invalid variable is named in a clear message', () => {
  const cases: [string, string][] = [
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '65536'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://root@localhost/qadhya'],
    ['DATABASE_URL', 'localhost:5432'],
    ['APP_NOW', 'tomorrow'],
    ['APP_NOW', '2026-02-30'],
    ['APP_NOW', '2026-11-24T25:00'],
    ['APP_NOW', '24/11/2026 13:30'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'verbose'],
  ];
  it.each(cases)('%s=%s', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.startsWith(`${name}: `)).toBe(true);
    expect(problems[0]!.length).toBeGreaterThan(name.length + 10);
  });

  it('says what is expected for PORT, DATABASE_URL and APP_NOW', () => {
    expect(problemsOf({ PORT: 'abc' })[0]).toMatch(/PORT must be a number/);
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/between 0 and 65535/);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })[0]).toMatch(/postgres:\/\/ or postgresql:\/\//);
    expect(problemsOf({ APP_NOW: 'tomorrow' })[0]).toMatch(/2026-11-24T13:30/);
    expect(problemsOf({ NODE_ENV: 'staging' })[0]).toMatch(/development|production|test/);
  });

  it('reports every problem at once', () => {
    const env = { PORT: 'abc', DATABASE_URL: 'mysql://x', APP_NOW: 'soon', NODE_ENV: 'staging', LOG_LEVEL: 'loud' };
    let error: unknown;
    try {
      loadConfig(env);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toHaveLength(5);
    for (const name of Object.keys(env)) {
      expect(problems.some((p) => p.startsWith(`${name}: `))).toBe(true);
      expect(message).toContain(name);
    }
    expect(message.startsWith('Invalid configuration')).toBe(true);
    expect((error as Error).name).toBe('ConfigError');
  });

  it.each([' ', '0x1F90', '1e3', '80.5', '-1'])('rejects PORT=%j with a clear message', (port) => {
    expect(problemsOf({ PORT: port })[0]).toMatch(/^PORT: PORT must be a number/);
  });
});

describe('loadConfig: APP_NOW is Tunis wall-clock time', () => {
  it.each([
    ['2026-11-24T13:30', '2026-11-24T12:30:00.000Z'],
    ['2026-11-24 13:30:45', '2026-11-24T12:30:45.000Z'],
    ['2026-11-24', '2026-11-23T23:00:00.000Z'],
    ['2026-07-01T00:30', '2026-06-30T23:30:00.000Z'],
    ['2026-11-24T13:30:00Z', '2026-11-24T13:30:00.000Z'],
    ['2026-11-24T13:30:00+01:00', '2026-11-24T12:30:00.000Z'],
  ])('%s → %s', (text, iso) => {
    expect(loadConfig({ APP_NOW: text }).appNow?.toISOString()).toBe(iso);
  });

  it('does not depend on the machine time zone', () => {
    for (const tz of ['America/Los_Angeles', 'Asia/Tokyo', 'UTC']) {
      process.env.TZ = tz;
      expect(loadConfig({ APP_NOW: '2026-11-24T13:30' }).appNow?.toISOString()).toBe('2026-11-24T12:30:00.000Z');
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and reads true, a hop count or proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(problemsOf({ TRUST_PROXY: 'yes please' })[0]).toMatch(/^TRUST_PROXY: /);
  });
});
