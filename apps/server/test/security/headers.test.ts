/**
 * Security headers on every answer (issue 12, item 3): a strict CSP that allows index.html's inline
 * scripts and styles by their hash only, never framed, nosniff, a referrer policy, a
 * Permissions-Policy for camera and geolocation on our origin; the configured map tiles allowed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineHashes, tileOrigin } from '../../src/plugins/security-headers.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

const BOOT = "window.boot = 'ok';";
const STYLE = '#boot-shell{position:fixed}';
const HTML = `<!doctype html><html><head><style id="s">${STYLE}</style><script id="boot">${BOOT}</script><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;
const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-csp-'));
  fs.writeFileSync(path.join(dist, 'index.html'), HTML);
  app = await buildTestApp({ env: { WEB_DIST: dist, MAP_TILE_URL: 'https://tiles.example.test/{z}/{x}/{y}.png' } });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The CSP's directives by name. */
function directives(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  const out: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values;
  }
  return out;
}

describe('security headers', () => {
  it.each(['/layout', '/', '/api/health', '/api/v1/stores', '/api/v1/nope', '/uploads/none.webp'])('%s carries them', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBeLessThan(500);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['style-src']).not.toContain("'unsafe-inline'");
    expect(Object.keys(csp)).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(String(res.headers['permissions-policy'])).toContain('camera=(self)');
    expect(String(res.headers['permissions-policy'])).toContain('geolocation=(self)');
    expect(String(res.headers['permissions-policy'])).toContain('microphone=()');
  });

  it("allows exactly index.html's inline script and style by hash, the scanner's WASM and the tiles' origin", async () => {
    const res = await app.inject('/layout');
    expect(res.headers['content-type']).toContain('text/html');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", sha(BOOT)]);
    expect(csp['style-src']).toEqual(["'self'", sha(STYLE)]);
    expect(csp['img-src']).toContain('https://tiles.example.test');
    // The page tells the map where the tiles are.
    expect(res.body).toContain('<meta name="qadhya-tiles" content="https://tiles.example.test/{z}/{x}/{y}.png" />');
  });

  it('hashes inline elements only (not scripts with a src), and tile origins with subdomains', () => {
    expect(inlineHashes(HTML)).toEqual({ scripts: [sha(BOOT)], styles: [sha(STYLE)] });
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileOrigin('/tiles/{z}/{x}/{y}.png')).toBe('');
  });

  it('the API docs carry their own CSP, still never framed nor upgraded', async () => {
    const res = await app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(Object.keys(csp)).not.toContain('upgrade-insecure-requests');
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });
});
