/**
 * PUBLIC_URL, the origin of every link we send (docs/security.md#links-we-send): an absolute
 * http(s) origin and nothing more, required in production (the server process refuses to start
 * without it, with a clear message), `http://localhost:<PORT>` outside production.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, publicOrigin } from '../../src/config.ts';
import { configProblems, PRODUCTION_ENV } from '../helpers/production-config.ts';
import { SERVER_ROOT } from '../../src/paths.ts';

const PROD = PRODUCTION_ENV;
const problemsOf = (env: Record<string, string>, check = false) => configProblems(env, check);

describe('PUBLIC_URL', () => {
  it('is the origin of an http(s) URL, normalised (lower-case host, no default port, no trailing slash)', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://www.qadhya.tn' }).publicUrl).toBe('https://www.qadhya.tn');
    expect(loadConfig({ PUBLIC_URL: ' HTTPS://WWW.Qadhya.TN:443/ ' }).publicUrl).toBe('https://www.qadhya.tn');
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:8080' }).publicUrl).toBe('http://10.0.0.5:8080');
    expect(loadConfig({ PUBLIC_URL: 'http://[::1]:3000/' }).publicUrl).toBe('http://[::1]:3000');
  });

  it.each([
    ['a bare host', 'www.qadhya.tn'],
    ['another scheme', 'ftp://www.qadhya.tn'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a protocol-relative URL', '//www.qadhya.tn'],
    ['a path', 'https://www.qadhya.tn/app'],
    ['a query', 'https://www.qadhya.tn/?ref=x'],
    ['a fragment', 'https://www.qadhya.tn/#x'],
    ['a user', 'https://admin:pw@www.qadhya.tn'],
    ['a user smuggling another host', 'https://www.qadhya.tn@evil.example'],
    ['a backslash path', 'https://www.qadhya.tn\\evil'],
    ['no host', 'https://'],
    ['a space inside', 'https://www.qad hya.tn'],
  ])('refuses %s (%s) with one clear message', (_what, value) => {
    expect(problemsOf({ PUBLIC_URL: value })).toEqual([
      'PUBLIC_URL: PUBLIC_URL must be an absolute http(s) origin like https://www.qadhya.tn (no path, query, fragment or user)',
    ]);
    expect(publicOrigin(value)).toBeNull();
  });

  it('defaults to http://localhost:<PORT> outside production', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ NODE_ENV: 'test', PORT: '8081' }).publicUrl).toBe('http://localhost:8081');
    expect(problemsOf({ NODE_ENV: 'development' }, true)).toEqual([]);
  });

  it('is required in production: its absence is listed with the other problems', () => {
    expect(problemsOf(PROD, true)).toEqual([]);
    const { PUBLIC_URL: _u, ...noUrl } = PROD;
    expect(problemsOf(noUrl, true)).toEqual([expect.stringMatching(/^PUBLIC_URL: required when NODE_ENV=production/)]);
    // The development default is never taken for a setting, even on the same port.
    expect(problemsOf({ ...PROD, PUBLIC_URL: 'http://localhost:3000' }, true)).toEqual([]);
  });

  it('a production server process without it exits with code 2 and says why, before opening anything', () => {
    const { PUBLIC_URL: _u, ...noUrl } = PROD;
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src/server.ts')], {
      cwd: path.resolve(SERVER_ROOT, '../..'),
      env: { PATH: process.env.PATH, ...noUrl, DATA_DIR: '/nonexistent/qadhya-never-created', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(2);
    expect(run.stderr).toContain('Invalid configuration:');
    expect(run.stderr).toMatch(/- PUBLIC_URL: required when NODE_ENV=production/);
    expect(run.stdout).toBe('');
    expect(fs.existsSync('/nonexistent/qadhya-never-created')).toBe(false);
  });
});
