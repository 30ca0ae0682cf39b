import path from 'node:path';
import { z } from 'zod';
import { STAFF_PASSWORD_MIN, StaffEmail } from '@qadhya/contracts';
import { DEFAULT_WALLET_RULES, parseTunisDateTime, type WalletRules } from '@qadhya/domain';
import { SERVER_ROOT } from './paths.ts';

const PUBLIC_URL_FORMAT = 'PUBLIC_URL must be an absolute http(s) origin like https://www.qadhya.tn (no path, query, fragment or user)';

/** `https://www.qadhya.tn` from a PUBLIC_URL (one trailing slash allowed), or null when it is anything else. */
export function publicOrigin(value: string): string | null {
  if (!/^https?:\/\/[^/?#@\s]+\/?$/i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.username || url.password || url.pathname !== '/' || url.search || url.hash ? null : url.origin;
  } catch {
    return null;
  }
}

/** A whole number from the environment, at least `min`. */
const count = (name: string, min: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min, `${name} must be at least ${min}`);

/** A count from `min` to `max`: past it, `<name> must be at most <max>` (or the message given). */
const countTo = (name: string, min: number, max: number, message = `${name} must be at most ${max}`) =>
  count(name, min).refine((n) => n <= max, message);

const EnvSchema = z.object({
  PORT: z
    .string()
    .trim()
    .regex(/^\d+$/, 'PORT must be a number')
    .transform(Number)
    .refine((n) => n <= 65535, 'PORT must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  // Where shoppers reach us: the origin of every link we send (docs/security.md#links-we-send).
  PUBLIC_URL: z
    .string()
    .trim()
    .transform((v, ctx) => {
      const origin = publicOrigin(v);
      if (origin === null) ctx.addIssue({ code: 'custom', message: PUBLIC_URL_FORMAT });
      return origin ?? z.NEVER;
    })
    .optional(),
  DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  // Bounded waiting on PostgreSQL (docs/operations.md#bounded-waiting).
  DATABASE_POOL_SIZE: countTo('DATABASE_POOL_SIZE', 1, 500).default(10),
  DATABASE_POOL_QUEUE_MAX: countTo('DATABASE_POOL_QUEUE_MAX', 0, 10_000).default(50),
  DATABASE_CONNECT_TIMEOUT_MS: countTo('DATABASE_CONNECT_TIMEOUT_MS', 100, 60_000).default(3000),
  DATABASE_STATEMENT_TIMEOUT_MS: countTo('DATABASE_STATEMENT_TIMEOUT_MS', 100, 600_000).default(5000),
  DATABASE_LOCK_TIMEOUT_MS: countTo('DATABASE_LOCK_TIMEOUT_MS', 10, 60_000).default(2000),
  REQUEST_DEADLINE_MS: countTo('REQUEST_DEADLINE_MS', 100, 600_000).optional(),
  APP_NOW: z
    .string()
    .refine((v) => parseTunisDateTime(v) !== null, {
      message: 'APP_NOW must be a Tunis date-time like 2026-11-24T13:30 (or 2026-11-24)',
    })
    .optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Sample stores, products, catalogues… (src/seed): on by default in development and tests only.
  DEMO_DATA: z.enum(['on', 'off'], { error: 'DEMO_DATA must be on or off' }).optional(),
  // off: the start applies no migration and refuses to run while one is pending (npm run migrate
  // first; docs/operations.md#rolling-deploys).
  MIGRATE_ON_START: z.enum(['on', 'off'], { error: 'MIGRATE_ON_START must be on or off' }).default('on'),
  // A stopping server finishes its requests in flight within this, then is forced out.
  SHUTDOWN_TIMEOUT_MS: countTo('SHUTDOWN_TIMEOUT_MS', 100, 120_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST: z.string().optional(),
  // The back office's build (apps/admin/dist), served under /admin (docs/back-office.md#the-back-office-app).
  ADMIN_DIST: z.string().optional(),
  // The first admin, made at a start that finds no admin in the database (both or neither;
  // docs/back-office.md#the-first-admin-from-the-environment).
  FIRST_ADMIN_EMAIL: StaffEmail.optional(),
  FIRST_ADMIN_PASSWORD: z
    .string()
    .min(STAFF_PASSWORD_MIN, `FIRST_ADMIN_PASSWORD must have at least ${STAFF_PASSWORD_MIN} characters`)
    .optional(),
  // 'true', a hop count, or a comma-separated list of proxy addresses/CIDRs (Fastify trustProxy).
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(true|false|\d+|[\d.:/a-fA-F,\s]+)$/, 'TRUST_PROXY must be true, false, a hop count or proxy addresses')
    .optional(),
  // nginx: the app runs behind deploy/nginx.conf, which sends the fixed security headers and caches
  // the key reads (docs/operations.md#the-proxys-cache); none: the app sends every header itself.
  EDGE_PROXY: z.enum(['none', 'nginx'], { error: 'EDGE_PROXY must be none or nginx' }).default('none'),
  // SMS: an HTTP gateway in production; in development and tests the dev provider keeps an outbox.
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/, error: 'SMS_GATEWAY_URL must be an http(s) URL' }).optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().trim().min(1).max(11, 'SMS_SENDER must be at most 11 characters').default('Qadhya'),
  SMS_TIMEOUT_MS: count('SMS_TIMEOUT_MS', 1).default(5000),
  // E-mail (src/email): an HTTP gateway when set; else the dev outbox, or off in production.
  EMAIL_GATEWAY_URL: z.url({ protocol: /^https?$/, error: 'EMAIL_GATEWAY_URL must be an http(s) URL' }).optional(),
  EMAIL_GATEWAY_TOKEN: z.string().optional(),
  EMAIL_FROM: z.email({ error: 'EMAIL_FROM must be an e-mail address' }).default('service-client@qadhya.tn'),
  EMAIL_TIMEOUT_MS: count('EMAIL_TIMEOUT_MS', 1).default(10_000),
  // One-time codes and sign-in limits (e2e servers raise the limits).
  OTP_TTL_SECONDS: countTo('OTP_TTL_SECONDS', 1, 600).default(600),
  OTP_MAX_ATTEMPTS: count('OTP_MAX_ATTEMPTS', 1).default(5),
  OTP_PHONE_HOURLY_LIMIT: count('OTP_PHONE_HOURLY_LIMIT', 1).default(5),
  OTP_IP_HOURLY_LIMIT: count('OTP_IP_HOURLY_LIMIT', 1).default(20),
  // Wrong passwords in 15 minutes (docs/accounts-security.md): per phone and IP pair, per IP, and a
  // much higher ceiling per phone across every IP (then only the SMS code sign-in is open).
  LOGIN_PAIR_LIMIT: count('LOGIN_PAIR_LIMIT', 1).default(5),
  LOGIN_PHONE_LIMIT: count('LOGIN_PHONE_LIMIT', 1).default(50),
  LOGIN_IP_LIMIT: count('LOGIN_IP_LIMIT', 1).default(30),
  // Back-office staff sessions end after this many minutes without a call (docs/back-office.md).
  // The wallet's rules (docs/wallet.md#rules): points per dinar paid, bonus per dinar on the day's
  // catalogue products, a point's value as a voucher (millimes), the tiers' thresholds in dinars.
  WALLET_POINTS_PER_DT: countTo('WALLET_POINTS_PER_DT', 0, 100).optional(),
  WALLET_CATALOGUE_BONUS_PER_DT: countTo('WALLET_CATALOGUE_BONUS_PER_DT', 0, 100).optional(),
  WALLET_POINT_VALUE_MILLIMES: countTo('WALLET_POINT_VALUE_MILLIMES', 1, 1000).optional(),
  WALLET_TIERS: z
    .string()
    .trim()
    .regex(/^\d+,\d+,\d+$/, 'WALLET_TIERS must be three thresholds in dinars, like 1000,2500,5000 (Silver, GOLD, Platinum)')
    .transform((v) => v.split(',').map(Number))
    .refine((t) => t[0]! > 0 && t[0]! < t[1]! && t[1]! < t[2]!, 'WALLET_TIERS must be rising and above 0')
    .optional(),
  STAFF_SESSION_IDLE_MINUTES: count('STAFF_SESSION_IDLE_MINUTES', 1)
    .refine((n) => n <= 24 * 60, 'STAFF_SESSION_IDLE_MINUTES must be at most 1440')
    .default(30),
  // Response cache of the key reads (src/cache): shared layer in Redis when set, else PostgreSQL.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  RESPONSE_CACHE: z.enum(['on', 'off']).default('on'),
  CACHE_KEY_PREFIX: z.string().trim().min(1).max(100).default('qadhya:'),
  CACHE_L1_MS: count('CACHE_L1_MS', 0).default(60_000),
  CACHE_L1_MAX: count('CACHE_L1_MAX', 1).default(5000),
  CACHE_TTL_MS: count('CACHE_TTL_MS', 1).default(600_000),
  CACHE_STOCK_MS: countTo('CACHE_STOCK_MS', 1, 60_000, 'CACHE_STOCK_MS must be at most 60000 (stock is real time)').default(2000),
  // Abuse limits (src/limits, docs/security.md).
  RATE_LIMIT_PER_MINUTE: count('RATE_LIMIT_PER_MINUTE', 0).default(600),
  SEARCH_LIMIT_PER_MINUTE: count('SEARCH_LIMIT_PER_MINUTE', 1).default(300),
  RATE_LIMIT_PREFIX: z.string().trim().max(100).default(''),
  REQUEST_TIMEOUT_MS: countTo('REQUEST_TIMEOUT_MS', 100, 600_000).default(30_000),
  MAX_CONNECTIONS: count('MAX_CONNECTIONS', 1).default(2000),
  // Catalogue PDFs rendered in worker threads, with a budget per file (docs/catalogue-admin.md#heavy-pdfs).
  PDF_RENDER_WORKERS: countTo('PDF_RENDER_WORKERS', 1, 2, 'PDF_RENDER_WORKERS must be 1 or 2').default(1),
  PDF_RENDER_QUEUE: countTo('PDF_RENDER_QUEUE', 0, 20).default(4),
  PDF_MAX_PAGES: countTo('PDF_MAX_PAGES', 1, 40, 'PDF_MAX_PAGES must be at most 40 (the pages of a catalogue)').default(40),
  PDF_RENDER_TIMEOUT_MS: countTo('PDF_RENDER_TIMEOUT_MS', 1, 600_000).default(60_000),
  PDF_RENDER_MEMORY_MB: countTo('PDF_RENDER_MEMORY_MB', 16, 4096).default(512),
  API_DOCS: z.enum(['on', 'off']).optional(),
  // Web push (docs/notifications.md#push): the VAPID key pair (development makes one in DATA_DIR), the
  // contact the push services see, and how often the job runner looks for due work (0: never).
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'VAPID_PUBLIC_KEY must be the base64url public key (web-push generate-vapid-keys)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'VAPID_PRIVATE_KEY must be the base64url private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: or https: URL')
    .default('mailto:contact@qadhya.tn'),
  JOBS_INTERVAL_MS: countTo('JOBS_INTERVAL_MS', 0, 3_600_000).optional(),
  // The chain's contact e-mail, toll-free number, social links and own brands (docs/content.md#settings).
  CONTACT_EMAIL: z.email({ error: 'CONTACT_EMAIL must be an e-mail address' }).default('contact@qadhya.tn'),
  TOLL_FREE_NUMBER: z
    .string()
    .trim()
    .regex(/^\d{8}$/, 'TOLL_FREE_NUMBER must be 8 digits')
    .default('80100200'),
  SOCIAL_LINKS: z
    .string()
    .trim()
    .regex(
      /^(facebook|instagram|tiktok|youtube|linkedin|x)=https:\/\/\S+(,(facebook|instagram|tiktok|youtube|linkedin|x)=https:\/\/\S+)*$/,
      'SOCIAL_LINKS must be network=https://… pairs separated by commas',
    )
    .default(
      'facebook=https://www.facebook.com/qadhya.tn,instagram=https://www.instagram.com/qadhya.tn,tiktok=https://www.tiktok.com/@qadhya.tn,youtube=https://www.youtube.com/@qadhya',
    ),
  OWN_BRANDS: z.string().trim().min(1).max(2000).default('Qadhya Tex|Basic Line|Home Line|Casa Deco|Dar Zitouna|Jardin Vert'),
  MAP_TILE_URL: z
    .string()
    .regex(/^(https?:\/\/[^/\s]+|)\/[^\s]*\{z\}[^\s]*$/, 'MAP_TILE_URL must be an http(s) URL or a path with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  CACHE_VERSION_CHECK_MS: countTo('CACHE_VERSION_CHECK_MS', 0, 60_000).default(1000),
  // --- Metrics (GET /metrics, src/observability/metrics.plugin.ts, docs/operations.md) ---
  METRICS: z.enum(['on', 'off'], { error: 'METRICS must be on or off' }).optional(),
  STAFF_SECRET_KEY: z.string().trim().min(32, 'STAFF_SECRET_KEY must be at least 32 characters').optional(),
  // Seals the shoppers' ID numbers at rest (SIM reservations, docs/mobile-offer.md#personal-data).
  PERSONAL_DATA_KEY: z.string().trim().min(32, 'PERSONAL_DATA_KEY must be at least 32 characters').optional(),
  METRICS_TOKEN: z.string().trim().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  // --- end of metrics ---
  // --- Social sign-in (docs/accounts-social.md): a provider is on when its id and secret are both set ---
  GOOGLE_CLIENT_ID: z.string().trim().min(1).max(300).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).max(300).optional(),
  GOOGLE_ISSUER: z.url({ protocol: /^https?$/, error: 'GOOGLE_ISSUER must be an http(s) URL' }).default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: z.string().trim().min(1).max(300).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().trim().min(1).max(300).optional(),
  FACEBOOK_AUTHORIZATION_URL: z
    .url({ protocol: /^https?$/, error: 'FACEBOOK_AUTHORIZATION_URL must be an http(s) URL' })
    .default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z
    .url({ protocol: /^https?$/, error: 'FACEBOOK_TOKEN_URL must be an http(s) URL' })
    .default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z
    .url({ protocol: /^https?$/, error: 'FACEBOOK_USERINFO_URL must be an http(s) URL' })
    .default('https://graph.facebook.com/v19.0/me?fields=id,name'),
  // --- end of social sign-in ---
});

export interface AppConfig {
  port: number;
  host: string;
  /**
   * The public origin of every absolute link we send (PUBLIC_URL; `http://localhost:<PORT>` outside
   * production), never the request's Host. docs/security.md#links-we-send
   */
  publicUrl: string;
  /** False when PUBLIC_URL was not set (production refuses to start then). */
  publicUrlSet: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL's pool and its time limits (DATABASE_*; docs/operations.md#bounded-waiting). */
  database: DatabasePoolConfig;
  appNow: Date | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  /** Generate and top up the demo data at start (default: not in production). */
  demoData: boolean;
  /** Apply pending migrations at start (default); off: `npm run migrate` does it before (docs/operations.md#rolling-deploys). */
  migrateOnStart: boolean;
  /** On SIGTERM: how long the requests in flight may take before the process is forced out. */
  shutdownTimeoutMs: number;
  logLevel: string;
  webDist: string;
  /** The back office's built files (ADMIN_DIST), served under /admin. */
  adminDist: string;
  /** FIRST_ADMIN_EMAIL and FIRST_ADMIN_PASSWORD: the admin a start makes when the database has none. */
  firstAdmin: { email: string; password: string } | null;
  /** Behind a reverse proxy: trust X-Forwarded-For from it, so per-IP limits see the real client. */
  trustProxy: boolean | number | string;
  /**
   * `nginx`: behind deploy/nginx.conf (EDGE_PROXY): the proxy sends the fixed security headers (the
   * app only its CSP) and the key reads tell its cache how long to keep them (X-Accel-Expires).
   */
  edgeProxy: 'none' | 'nginx';
  sms: SmsConfig;
  /** E-mail: the gateway, or the dev outbox, or off in production (src/email, docs/help.md#e-mail). */
  email: EmailConfig;
  auth: AuthLimits;
  /** Idle life of a back-office staff session (STAFF_SESSION_IDLE_MINUTES, default 30 min). */
  staffSessionIdleMs: number;
  /**
   * Key material that encrypts the staff's TOTP secrets at rest (STAFF_SECRET_KEY, required in
   * production; a fixed development key otherwise). docs/back-office.md#second-factor
   */
  staffSecretKey: string;
  /**
   * Key material that encrypts the shoppers' ID numbers at rest (PERSONAL_DATA_KEY, required in
   * production; a fixed development key otherwise). docs/mobile-offer.md#personal-data
   */
  personalDataKey: string;
  /** Web push and the job runner (VAPID_*, JOBS_INTERVAL_MS; docs/notifications.md#push). */
  push: PushConfig;
  /** Points, tiers and conversions (WALLET_*; docs/wallet.md#rules). */
  wallet: WalletRules;
  cache: CacheConfig;
  limits: LimitsConfig;
  /** Catalogue PDFs: render workers and each file's budget (PDF_*; docs/catalogue-admin.md#heavy-pdfs). */
  pdfRender: PdfRenderConfig;
  /** Serve the OpenAPI document and /api/docs (default: on, off in production). */
  apiDocs: boolean;
  /** The map tiles' URL template, given to the web app at run time (and allowed by the CSP). */
  mapTileUrl: string;
  /** The chain's contact e-mail, toll-free number, social links and own brands (docs/content.md#settings). */
  chain: ChainConfig;
  /** GET /metrics (src/observability/metrics.plugin.ts). */
  metrics: MetricsConfig;
  /** Social sign-in: the providers configured (docs/accounts-social.md). */
  social: SocialConfig;
}

/** One social sign-in provider: its client id and secret and its endpoints (Google: the issuer only). */
export interface SocialProviderConfig {
  clientId: string;
  clientSecret: string;
  urls: { issuer?: string; authorization?: string; token?: string; userinfo?: string };
}

/** The social sign-in providers that are on (both their id and secret set); null: off, no button. */
export interface SocialConfig {
  google: SocialProviderConfig | null;
  facebook: SocialProviderConfig | null;
}

/** A provider is on with its id and its secret; one without the other is a mistake, refused at start. */
function socialProvider(
  name: 'GOOGLE' | 'FACEBOOK',
  id: string | undefined,
  secret: string | undefined,
  urls: SocialProviderConfig['urls'],
): SocialProviderConfig | null {
  if (id === undefined && secret === undefined) return null;
  if (id === undefined || secret === undefined) {
    throw new ConfigError([`${name}_CLIENT_ID and ${name}_CLIENT_SECRET: set both to turn ${name.toLowerCase()} sign-in on, or neither`]);
  }
  return { clientId: id, clientSecret: secret, urls };
}

/** The chain's public contact points and own brands (docs/content.md#settings, docs/brands.md#which-brands). */
export interface ChainConfig {
  contactEmail: string;
  tollFree: string;
  social: { network: 'facebook' | 'instagram' | 'tiktok' | 'youtube' | 'linkedin' | 'x'; url: string }[];
  /** products.marque values that are the chain's own labels (OWN_BRANDS, separated by '|'). */
  ownBrands: string[];
}

/** GET /metrics: served at all (default: on, off in production), and the bearer token it asks for. */
export interface MetricsConfig {
  enabled: boolean;
  token: string | undefined;
}

/** Web push: the VAPID keys (both or none) and the job runner's period (docs/notifications.md#push). */
export interface PushConfig {
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  subject: string;
  /** 0: the server never runs the jobs by itself (tests call runDue). */
  jobsIntervalMs: number;
}

/** PostgreSQL's pool and its time limits (docs/operations.md#bounded-waiting). */
export interface DatabasePoolConfig {
  poolSize: number;
  /** Queries waiting for a free connection at most; past it 503 DATABASE_UNAVAILABLE at once. */
  poolQueueMax: number;
  /** Making a connection or waiting for a free one, at most. */
  connectTimeoutMs: number;
  /** The requests' and jobs' statements, at most (the server cancels them). */
  statementTimeoutMs: number;
  /** A migration waits this long for a table's lock, then lets go and tries again (src/db/migrate.ts). */
  migrationLockTimeoutMs: number;
}

/** Abuse limits: a per-IP ceiling on the API, named limits, request timeouts (src/limits). */
export interface LimitsConfig {
  /** Requests per minute per client IP on /api (0: off). */
  globalPerMinute: number;
  /** Product text searches that reach the database, per client IP and minute. */
  searchPerMinute: number;
  /** Prefix of the named limits' counter keys (tests give each app its own). */
  keyPrefix: string;
  /** A request (headers and body) must be complete within this, else 408. */
  requestTimeoutMs: number;
  /** Open connections at most. */
  maxConnections: number;
  /** A handler not done within this answers 503 DEADLINE_EXCEEDED (plugins/deadline.ts). */
  requestDeadlineMs: number;
}

/** Catalogue PDFs rendered off the event loop (src/modules/catalogue-admin/pdf-render-pool.ts). */
export interface PdfRenderConfig {
  /** Files rendered at once, each in a worker thread (1 or 2). */
  workers: number;
  /** Files waiting for a worker; past that 503 BUSY. */
  queue: number;
  /** Pages rendered from one PDF at most. */
  maxPages: number;
  /** One file's rendering at most, in ms: past it the worker is ended. */
  timeoutMs: number;
  /** The worker's JavaScript heap and MuPDF's heap, each at most, in MB. */
  memoryMb: number;
}

/** The response cache of the key reads (src/cache/response-cache.ts). */
export interface CacheConfig {
  /** The shared layer in Redis; without it, PostgreSQL's http_cache table (none on PGlite). */
  redisUrl: string | undefined;
  enabled: boolean;
  /** Prefix of the shared layer's keys (several apps may share one Redis). */
  keyPrefix: string;
  /** In-process layer: how long (ms) and how many answers. */
  l1Ms: number;
  l1Max: number;
  /** Shared layer: how long a versioned answer (catalogue, promos, last chance, stores) is kept. */
  ttlMs: number;
  /** Stock and scan answers (real-time stock, no version): kept this long at most. */
  stockMs: number;
  /** Every copy reads the data versions at most this often: a write is seen within about this. */
  versionCheckMs: number;
}

export interface SmsConfig {
  /** The HTTP SMS gateway; without it (development, tests) the dev provider is used. */
  gatewayUrl: string | undefined;
  gatewayToken: string | undefined;
  sender: string;
  timeoutMs: number;
}

/** E-mail: the HTTP gateway (none: the dev outbox, off when NODE_ENV=production). */
export interface EmailConfig {
  gatewayUrl: string | undefined;
  gatewayToken: string | undefined;
  from: string;
  timeoutMs: number;
}

/** One-time code and sign-in limits (the send limits count otp_codes rows, shared by every server). */
export interface AuthLimits {
  otpTtlSeconds: number;
  otpMaxAttempts: number;
  otpPhoneHourlyLimit: number;
  otpIpHourlyLimit: number;
  /** Wrong passwords in 15 minutes: per (phone, IP) pair, per phone across every IP, per IP. */
  loginPairLimit: number;
  loginPhoneLimit: number;
  loginIpLimit: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const defaultWebDist = path.resolve(SERVER_ROOT, '../web/dist');
const defaultAdminDist = path.resolve(SERVER_ROOT, '../admin/dist');

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** The wallet's rules: the defaults with what the environment changes. */
function walletRules(e: z.infer<typeof EnvSchema>): WalletRules {
  const d = DEFAULT_WALLET_RULES;
  const [silver, gold, platinum] = (e.WALLET_TIERS ?? d.tiers.slice(1).map((t) => t.minSpend / 1000)).map((dt) => dt * 1000);
  return {
    ...d,
    pointsPerDinar: e.WALLET_POINTS_PER_DT ?? d.pointsPerDinar,
    catalogueBonusPerDinar: e.WALLET_CATALOGUE_BONUS_PER_DT ?? d.catalogueBonusPerDinar,
    pointValue: e.WALLET_POINT_VALUE_MILLIMES ?? d.pointValue,
    tiers: d.tiers.map((t, i) => ({ ...t, minSpend: [0, silver!, gold!, platinum!][i]! })),
  };
}

/** Reads and validates the environment. Throws ConfigError with every problem at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  if ((e.FIRST_ADMIN_EMAIL === undefined) !== (e.FIRST_ADMIN_PASSWORD === undefined))
    throw new ConfigError(['FIRST_ADMIN_EMAIL and FIRST_ADMIN_PASSWORD: set both, or neither']);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    publicUrlSet: e.PUBLIC_URL !== undefined,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    database: {
      poolSize: e.DATABASE_POOL_SIZE,
      poolQueueMax: e.DATABASE_POOL_QUEUE_MAX,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      migrationLockTimeoutMs: e.DATABASE_LOCK_TIMEOUT_MS,
    },
    appNow: e.APP_NOW ? (parseTunisDateTime(e.APP_NOW) ?? undefined) : undefined,
    nodeEnv: e.NODE_ENV,
    demoData: e.DEMO_DATA ? e.DEMO_DATA === 'on' : e.NODE_ENV !== 'production',
    migrateOnStart: e.MIGRATE_ON_START === 'on',
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist,
    adminDist: e.ADMIN_DIST ? path.resolve(e.ADMIN_DIST) : defaultAdminDist,
    firstAdmin: e.FIRST_ADMIN_EMAIL && e.FIRST_ADMIN_PASSWORD ? { email: e.FIRST_ADMIN_EMAIL, password: e.FIRST_ADMIN_PASSWORD } : null,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    edgeProxy: e.EDGE_PROXY,
    sms: {
      gatewayUrl: e.SMS_GATEWAY_URL,
      gatewayToken: e.SMS_GATEWAY_TOKEN,
      sender: e.SMS_SENDER,
      timeoutMs: e.SMS_TIMEOUT_MS,
    },
    email: { gatewayUrl: e.EMAIL_GATEWAY_URL, gatewayToken: e.EMAIL_GATEWAY_TOKEN, from: e.EMAIL_FROM, timeoutMs: e.EMAIL_TIMEOUT_MS },
    auth: {
      otpTtlSeconds: e.OTP_TTL_SECONDS,
      otpMaxAttempts: e.OTP_MAX_ATTEMPTS,
      otpPhoneHourlyLimit: e.OTP_PHONE_HOURLY_LIMIT,
      otpIpHourlyLimit: e.OTP_IP_HOURLY_LIMIT,
      loginPairLimit: e.LOGIN_PAIR_LIMIT,
      loginPhoneLimit: e.LOGIN_PHONE_LIMIT,
      loginIpLimit: e.LOGIN_IP_LIMIT,
    },
    staffSessionIdleMs: e.STAFF_SESSION_IDLE_MINUTES * 60_000,
    staffSecretKey: e.STAFF_SECRET_KEY ?? DEV_STAFF_SECRET_KEY,
    personalDataKey: e.PERSONAL_DATA_KEY ?? DEV_PERSONAL_DATA_KEY,
    push: {
      vapidPublicKey: e.VAPID_PUBLIC_KEY,
      vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT,
      // Tests run the jobs by hand (runDue); the server looks every 2 s by default.
      jobsIntervalMs: e.JOBS_INTERVAL_MS ?? (e.NODE_ENV === 'test' ? 0 : 2000),
    },
    wallet: walletRules(e),
    limits: {
      globalPerMinute: e.RATE_LIMIT_PER_MINUTE,
      searchPerMinute: e.SEARCH_LIMIT_PER_MINUTE,
      keyPrefix: e.RATE_LIMIT_PREFIX,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      maxConnections: e.MAX_CONNECTIONS,
      // Tests' in-process apps get a minute: a loaded 2-core machine is no outage.
      requestDeadlineMs: e.REQUEST_DEADLINE_MS ?? (e.NODE_ENV === 'test' ? 60_000 : 15_000),
    },
    pdfRender: {
      workers: e.PDF_RENDER_WORKERS,
      queue: e.PDF_RENDER_QUEUE,
      maxPages: e.PDF_MAX_PAGES,
      timeoutMs: e.PDF_RENDER_TIMEOUT_MS,
      memoryMb: e.PDF_RENDER_MEMORY_MB,
    },
    apiDocs: e.API_DOCS ? e.API_DOCS === 'on' : e.NODE_ENV !== 'production',
    mapTileUrl: e.MAP_TILE_URL,
    chain: {
      contactEmail: e.CONTACT_EMAIL,
      tollFree: e.TOLL_FREE_NUMBER,
      social: e.SOCIAL_LINKS.split(',').map((pair) => {
        const at = pair.indexOf('=');
        return { network: pair.slice(0, at) as ChainConfig['social'][number]['network'], url: pair.slice(at + 1) };
      }),
      ownBrands: e.OWN_BRANDS.split('|')
        .map((b) => b.trim())
        .filter(Boolean),
    },
    social: {
      google: socialProvider('GOOGLE', e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, { issuer: e.GOOGLE_ISSUER }),
      facebook: socialProvider('FACEBOOK', e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET, {
        authorization: e.FACEBOOK_AUTHORIZATION_URL,
        token: e.FACEBOOK_TOKEN_URL,
        userinfo: e.FACEBOOK_USERINFO_URL,
      }),
    },
    // --- Metrics ---
    metrics: {
      enabled: e.METRICS ? e.METRICS === 'on' : e.NODE_ENV !== 'production',
      token: e.METRICS_TOKEN,
    },
    cache: {
      redisUrl: e.REDIS_URL,
      enabled: e.RESPONSE_CACHE === 'on',
      keyPrefix: e.CACHE_KEY_PREFIX,
      l1Ms: e.CACHE_L1_MS,
      l1Max: e.CACHE_L1_MAX,
      ttlMs: e.CACHE_TTL_MS,
      stockMs: e.CACHE_STOCK_MS,
      versionCheckMs: e.CACHE_VERSION_CHECK_MS,
    },
  };
}

/** The TOTP secrets' key outside production only: production refuses to start with it. */
export const DEV_STAFF_SECRET_KEY = 'qadhya-development-only-staff-secret-key';
/** The ID numbers' key outside production only: production refuses to start with it. */
export const DEV_PERSONAL_DATA_KEY = 'qadhya-development-only-personal-data-key';

/** A secret shorter than this, or one of the usual defaults, is refused in production. */
export const MIN_SECRET_LENGTH = 16;
const WEAK_SECRETS = new Set(['changeme', 'change-me', 'password', 'secret', 'postgres', 'admin', 'qadhya', 'test', 'token']);
const weakSecret = (value: string) => value.length < MIN_SECRET_LENGTH || WEAK_SECRETS.has(value.toLowerCase());

const NO_SMS_GATEWAY =
  'SMS_GATEWAY_URL: required when NODE_ENV=production (the HTTP SMS gateway that sends the sign-in codes; without it they would only reach the development outbox)';

/** The part of the production checks no app may skip, however it is built: codes must reach phones. */
export function checkSmsConfig(config: AppConfig): void {
  if (config.nodeEnv === 'production' && !config.sms.gatewayUrl) throw new ConfigError([NO_SMS_GATEWAY]);
}

/**
 * What only a server that really runs needs, and what production refuses as unsafe
 * (docs/operations.md#production-checks): no SMS gateway (the codes would only reach the dev
 * outbox), no PUBLIC_URL (links would name localhost), a weak gateway token or database
 * password, the API docs on, the rate limit off, a pinned clock without demo data. Checked when the server starts (loadConfig stays usable for any
 * NODE_ENV); every problem is listed at once.
 */
export function checkRunnableConfig(config: AppConfig): void {
  if (config.nodeEnv !== 'production') return;
  const problems: string[] = [];
  if (!config.sms.gatewayUrl) {
    problems.push(NO_SMS_GATEWAY);
  } else if (!config.sms.gatewayToken || weakSecret(config.sms.gatewayToken)) {
    problems.push(`SMS_GATEWAY_TOKEN: required when NODE_ENV=production, at least ${MIN_SECRET_LENGTH} characters and not a usual default`);
  }
  if (config.databaseUrl) {
    const password = decodeURIComponent(new URL(config.databaseUrl).password);
    if (password && weakSecret(password)) {
      problems.push(
        `DATABASE_URL: its password is weak (at least ${MIN_SECRET_LENGTH} characters, not a usual default) when NODE_ENV=production`,
      );
    }
  }
  if (!config.publicUrlSet) {
    problems.push(
      "PUBLIC_URL: required when NODE_ENV=production (the https origin shoppers reach, e.g. https://www.qadhya.tn: every link in an e-mail is built on it, never on the request's Host)",
    );
  }
  if (config.staffSecretKey === DEV_STAFF_SECRET_KEY) {
    problems.push(
      'STAFF_SECRET_KEY: required when NODE_ENV=production (at least 32 characters: it encrypts the staff TOTP secrets; keep it with the database backups apart)',
    );
  }
  if (config.personalDataKey === DEV_PERSONAL_DATA_KEY) {
    problems.push(
      'PERSONAL_DATA_KEY: required when NODE_ENV=production (at least 32 characters: it encrypts the shoppers’ ID numbers; keep it with the database backups apart)',
    );
  }
  if (config.apiDocs) problems.push('API_DOCS: must stay off when NODE_ENV=production (the OpenAPI document lists every route)');
  for (const [name, provider] of Object.entries(config.social) as [string, SocialProviderConfig | null][]) {
    const plain = Object.entries(provider?.urls ?? {}).filter(([, url]) => !String(url).startsWith('https:'));
    for (const [which] of plain) problems.push(`${name} sign-in: its ${which} URL must be https when NODE_ENV=production`);
  }
  if (config.metrics.enabled && !config.metrics.token) {
    problems.push(
      'METRICS_TOKEN: required when METRICS=on and NODE_ENV=production (at least 16 characters: the scrape sends it as a bearer; the metrics are never open)',
    );
  }
  if (config.limits.globalPerMinute === 0)
    problems.push('RATE_LIMIT_PER_MINUTE: 0 turns the per-IP limit off, refused when NODE_ENV=production');
  if (config.appNow && !config.demoData)
    problems.push('APP_NOW: pins the clock, only for demos (DEMO_DATA=on) and tests, refused when NODE_ENV=production');
  if (problems.length > 0) throw new ConfigError(problems);
}
