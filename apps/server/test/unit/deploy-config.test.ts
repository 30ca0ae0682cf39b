/**
 * The documented deployments start (docs/operations.md#rolling-deploys): every variable a production
 * start requires — found by asking the configuration's own checks, not from a list kept here — is
 * on the README's production command, in compose.yaml's copies (compose refuses to start without
 * it) and its command line, and in the Dockerfile's example. The next required key cannot be
 * forgotten in one of them.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { checkRunnableConfig, ConfigError, loadConfig } from '../../src/config.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The problems a production start reports with this environment, by variable name. */
function problems(env: Record<string, string>): string[] {
  try {
    checkRunnableConfig(loadConfig({ NODE_ENV: 'production', ...env }));
    return [];
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return err.problems.map((p) => /^([A-Z][A-Z0-9_]*):/.exec(p)?.[1] ?? p);
  }
}

/** Values that satisfy the usual checks: an https origin, a long random secret. */
const CANDIDATES = ['https://www.qadhya.example', crypto.randomBytes(24).toString('hex')];

/**
 * Starts production with nothing set, then gives each variable the start names a value that
 * satisfies it, until it starts: every variable named on the way is required (one may only show
 * once another is set: SMS_GATEWAY_TOKEN after SMS_GATEWAY_URL).
 */
function requiredProductionVariables(): string[] {
  const env: Record<string, string> = {};
  const required = new Set<string>();
  for (let round = 0; round < 20; round++) {
    const named = problems(env);
    if (named.length === 0) return [...required].sort();
    const next = named.find((n) => !(n in env));
    if (!next) throw new Error(`no value found for ${named.join(', ')}`);
    required.add(next);
    const value = CANDIDATES.find((v) => {
      try {
        return !problems({ ...env, [next]: v }).includes(next);
      } catch {
        return false;
      }
    });
    if (value === undefined) throw new Error(`no candidate value satisfies ${next}`);
    env[next] = value;
  }
  throw new Error('the production checks never pass');
}

const REQUIRED = requiredProductionVariables();

describe('the required production variables', () => {
  it('are found from the configuration itself', () => {
    // A floor, not the list: a new required key joins it by itself.
    expect(REQUIRED).toEqual(
      expect.arrayContaining(['PERSONAL_DATA_KEY', 'PUBLIC_URL', 'SMS_GATEWAY_TOKEN', 'SMS_GATEWAY_URL', 'STAFF_SECRET_KEY']),
    );
  });

  it('are all on the README production command, with NODE_ENV=production', () => {
    const readme = read('README.md');
    const section = readme.slice(readme.indexOf('## Production and the scale path'));
    const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    const start = block.split('\n').find((l) => l.includes('node apps/server/dist/server.js'));
    expect(start, 'the production start line').toBeDefined();
    for (const name of ['NODE_ENV', ...REQUIRED]) expect(start, name).toMatch(new RegExp(`(^|\\s)${name}=\\S`));
    expect(start).toMatch(/NODE_ENV=production/);
    // The migrations as their own step, before it.
    expect(block).toMatch(/^NODE_ENV=production DATABASE_URL=\S+ npm run migrate/m);
  });

  it('are set on every copy in compose.yaml, refusing to start when the operator did not give one', () => {
    const compose = YAML.parse(read('compose.yaml'), { merge: true }) as {
      services: Record<string, { image?: string; command?: unknown; environment?: Record<string, string> }>;
    };
    const copies = Object.entries(compose.services).filter(([, s]) => s.image?.startsWith('qadhya') && !s.command);
    expect(copies.map(([name]) => name)).toEqual(['app1', 'app2']);
    for (const [name, service] of copies) {
      const env = service.environment ?? {};
      expect(env.NODE_ENV, name).toBe('production');
      for (const v of REQUIRED) {
        expect(env[v], `${name}: ${v}`).toBeTruthy();
        // From the operator's environment, with compose's own refusal when it is missing.
        expect(env[v], `${name}: ${v}`).toMatch(/\$\{[A-Z_]+:\?/);
      }
      // The migrate service has run: the copies do not migrate.
      expect(env.MIGRATE_ON_START, name).toBe('off');
    }
  });

  it('compose runs the migrations once, as their own step, before the copies', () => {
    const compose = YAML.parse(read('compose.yaml'), { merge: true }) as {
      services: Record<
        string,
        { command?: string[]; environment?: Record<string, string>; restart?: string; depends_on?: Record<string, { condition: string }> }
      >;
    };
    const migrate = compose.services.migrate!;
    expect(migrate.command).toEqual(['node', 'scripts/migrate.mjs']);
    expect(migrate.restart).toBe('no');
    expect(migrate.environment?.DATABASE_URL).toBe(compose.services.app1!.environment?.DATABASE_URL);
    for (const copy of ['app1', 'app2'])
      expect(compose.services[copy]!.depends_on?.migrate).toEqual({ condition: 'service_completed_successfully' });
  });

  it("compose's and the README's compose commands name every variable the operator must give", () => {
    const compose = read('compose.yaml');
    const asked = [...new Set([...compose.matchAll(/\$\{([A-Z_]+):\?/g)].map((m) => m[1]!))].sort();
    expect(asked).toEqual(expect.arrayContaining(['POSTGRES_PASSWORD', 'PUBLIC_HOST']));
    const composeLine = compose.split('\n').find((l) => l.includes('docker compose up'))!;
    // The README's command wraps over lines: its paragraph.
    const readmeLine = read('README.md')
      .split(/\n\s*\n/)
      .find((p) => p.includes('docker compose up'))!;
    for (const name of asked) {
      expect(composeLine, `compose.yaml's comment: ${name}`).toContain(`${name}=`);
      expect(readmeLine, `README: ${name}`).toContain(`${name}=`);
    }
  });

  it("the Dockerfile's example runs with every required variable (NODE_ENV=production is the image's)", () => {
    const dockerfile = read('Dockerfile');
    const run = dockerfile.split('\n').find((l) => l.includes('docker run') && l.includes('-p 3000:3000'))!;
    for (const name of REQUIRED) expect(run, name).toContain(`-e ${name}=`);
    expect(dockerfile).toMatch(/^ENV NODE_ENV=production/m);
  });
});
