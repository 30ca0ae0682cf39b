import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The inline <script> (without src) and <style> elements of a page: their CSP hashes. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const hash = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc\s*=/i.test(m[1]!)) scripts.push(hash(m[2]!));
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.push(hash(m[1]!));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** The origin of the map tiles' URL template ('' when the tiles are served by us). */
export function tileOrigin(template: string): string {
  const m = /^(https?:\/\/[^/]+)/.exec(template);
  if (!m) return '';
  // Templates may spread tiles over {s} subdomains: allow them all.
  return m[1]!.replace('{s}', '*');
}

/**
 * The back office's page (apps/admin, docs/back-office.md#the-back-office-app): its own policy, built
 * from its own index.html (no inline script in it today: any would need its hash here), without
 * the shoppers' boot hashes, WASM or camera: scripts, styles, fonts and calls from our origin only;
 * images from us, data: (the TOTP QR code), blob: and the map tiles.
 */
export function adminContentSecurityPolicy(html: string, mapTileUrl: string): string {
  const inline = inlineHashes(html);
  const tiles = tileOrigin(mapTileUrl);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline.scripts].join(' '),
    "script-src-attr 'none'",
    ["style-src 'self'", ...inline.styles].join(' '),
    ["img-src 'self' data: blob:", ...(tiles ? [tiles] : [])].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * What the browser may do on our pages (docs/security.md):
 * - Permissions-Policy: camera (the scanner) and geolocation (stores near me) on our origin only.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'geolocation=(self)',
  'accelerometer=(self)',
  'gyroscope=(self)',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/** helmet's fixed headers: the same whatever the build and the configuration. */
const FIXED_OPTIONS = {
  contentSecurityPolicy: false,
  // Served over plain HTTP behind the TLS proxy, which sets Strict-Transport-Security.
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  xFrameOptions: { action: 'deny' },
} as const;

/**
 * The fixed security headers (names in lower case): nosniff, a referrer policy that sends only our
 * origin elsewhere, COOP and CORP same-origin, no framing, helmet's others, and the
 * Permissions-Policy above. deploy/security-headers.conf sends the same from nginx
 * (docs/operations.md#the-proxys-cache).
 */
export function fixedSecurityHeaders(): Record<string, string> {
  return { ...headersOf(helmet(FIXED_OPTIONS)), 'permissions-policy': PERMISSIONS_POLICY };
}

/**
 * Security headers on every answer (helmet's, worked out once), docs/security.md:
 * - a strict CSP: scripts and styles from our origin, inline ones only by the hash of the exact
 *   text index.html carries (the boot script, the pre-JS shell's styles), WASM for the scanner,
 *   images from us, data:/blob: and the map tiles' origin; nothing may frame us;
 * - the fixed headers above, unless nginx sends them (EDGE_PROXY=nginx): then only the CSP.
 *   HSTS is the TLS proxy's job (the app itself speaks plain HTTP).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const index = path.join(app.config.webDist, 'index.html');
  const inline = fs.existsSync(index) ? inlineHashes(fs.readFileSync(index, 'utf8')) : { scripts: [], styles: [] };
  const tiles = tileOrigin(app.config.mapTileUrl);
  const csp = headersOf(
    helmet.contentSecurityPolicy({
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...inline.scripts],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", ...inline.styles],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    }),
  );
  const headers = app.config.edgeProxy === 'nginx' ? csp : { ...fixedSecurityHeaders(), ...csp };
  // The same headers on every answer: worked out once here (the fastify plugin built helmet again
  // for each request, a tenth of a cached read's time: BENCHMARKS.md), a route may replace one.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});

/** The headers a helmet middleware sets (its options are fixed, so they are the same for every request). */
function headersOf(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {},
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}
