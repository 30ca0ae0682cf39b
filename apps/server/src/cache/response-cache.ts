import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isFresh } from '../http/etag.ts';
import type { DataArea, DataVersions } from './data-versions.ts';
import type { CachedBody, SharedStore } from './shared-store.ts';

/** An answer ready to send: the JSON bytes and their strong ETag. */
export interface ReadyBody {
  bytes: Buffer;
  etag: string;
  /** The bytes compressed, made once on the first request that accepts each encoding. */
  encoded?: Partial<Record<Encoding, Buffer>>;
}

type Encoding = 'br' | 'gzip';

/** Smaller answers are sent as they are (as @fastify/compress's threshold). */
const COMPRESS_MIN_BYTES = 1024;

/** The answers of preferredEncoding for the few Accept-Encoding values clients send (bounded). */
const encodingOf = new Map<string, Encoding | null>();

/** br, else gzip, when the client accepts it (q > 0); null otherwise. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const known = encodingOf.get(acceptEncoding);
  if (known !== undefined) return known;
  const found = parseEncoding(acceptEncoding);
  if (acceptEncoding.length > 200) return found;
  if (encodingOf.size >= 64) encodingOf.clear();
  encodingOf.set(acceptEncoding, found);
  return found;
}

function parseEncoding(acceptEncoding: string): Encoding | null {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function encode(body: ReadyBody, encoding: Encoding): Buffer {
  const done = body.encoded?.[encoding];
  if (done) return done;
  const bytes =
    encoding === 'br'
      ? brotliCompressSync(body.bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: body.bytes.length } })
      : gzipSync(body.bytes, { level: 6 });
  body.encoded = { ...body.encoded, [encoding]: bytes };
  return bytes;
}

export interface CacheSpec {
  /**
   * The route and its normalized parameters, plus the clock's bucket (the Tunis day, the
   * next-week visibility) when the answer depends on the time: a new day never reads yesterday's.
   */
  key: string;
  /** The data areas the answer is built from: their versions join the key. */
  areas: readonly DataArea[];
  /** How long the answer may be served at most (the shared layer's expiry). */
  ttlMs: number;
  /** Builds the answer's JSON text (only on a miss). */
  load: () => Promise<string>;
}

export interface ResponseCacheOptions {
  versions: DataVersions;
  /** Shared by every server copy (Redis or PostgreSQL); null on PGlite (one process). */
  shared: SharedStore | null;
  /** The in-process layer keeps an answer at most this long… */
  l1Ms: number;
  /** …and at most this many answers (oldest dropped first). */
  l1Max: number;
  /** Off: every answer is built (same bodies and ETags, nothing kept). */
  enabled: boolean;
  onError?: (err: unknown) => void;
  /** Told of every lookup, layer by layer, when the cache is on (metrics: hit ratio per layer). */
  onLookup?: (layer: CacheLayer, hit: boolean) => void;
  now?: () => number;
  /** A number in [0, 1): how much of L1_JITTER an answer's in-process life loses (Math.random; tests pass their own). */
  random?: () => number;
}

/**
 * Each in-process entry lives its life less up to this share, at random. Answers filled together (a
 * copy's start, a data version that moved, a burst of misses) would otherwise expire together at
 * every life and be built again together: with stock and scan living 2 s, some fifty scans rebuilt
 * at once (two rounds of two queries each) overflowed the database pool's queue (10 connections,
 * 50 waiting: 503 DATABASE_UNAVAILABLE) under a steady load. Cut at random, they drift apart within
 * a few lives; an answer never lives longer than before.
 */
export const L1_JITTER = 0.2;

/** `local`: the in-process layer; then the shared one, by its kind. */
export type CacheLayer = 'local' | 'redis' | 'postgres';

export const etagOf = (text: string | Buffer) => `"${createHash('sha1').update(text).digest('base64url').slice(0, 22)}"`;

/** The JSON text Fastify would send for `data` under the route's response `schema`. */
export const serialize = (schema: z.ZodType, data: unknown): string => JSON.stringify(z.encode(schema, data));

const ready = (c: CachedBody): ReadyBody => ({ bytes: Buffer.from(c.body), etag: c.etag });

/**
 * Serialized answers of the key reads in two layers: a small in-process one (short TTL, bounded)
 * over the layer every copy shares. Keys carry the data versions, so a write anywhere (seen through
 * cache_versions) makes every copy build fresh answers; expiries only bound memory and the life of
 * answers without a version (stock: seconds).
 */
export class ResponseCache {
  private readonly l1 = new Map<string, { value: Promise<ReadyBody>; expires: number }>();
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(private readonly opts: ResponseCacheOptions) {
    this.now = opts.now ?? Date.now;
    this.random = opts.random ?? Math.random;
  }

  get sharedKind(): 'redis' | 'postgres' | null {
    return this.opts.shared?.kind ?? null;
  }

  /** The current versions of `areas`, as a key part ("3.12"). */
  async versionKey(areas: readonly DataArea[]): Promise<string> {
    const v = await this.opts.versions.current();
    return areas.map((a) => v[a] ?? 0).join('.');
  }

  get enabled(): boolean {
    return this.opts.enabled;
  }

  async get(spec: CacheSpec): Promise<ReadyBody> {
    if (!this.opts.enabled) {
      const body = await spec.load();
      return { bytes: Buffer.from(body), etag: etagOf(body) };
    }
    const key = spec.areas.length > 0 ? `${spec.key}|v:${await this.versionKey(spec.areas)}` : spec.key;
    const t = this.now();
    const hit = this.l1.get(key);
    this.opts.onLookup?.('local', Boolean(hit && hit.expires > t));
    if (hit && hit.expires > t) return hit.value;
    if (hit) this.l1.delete(key);
    const value = this.fill(key, spec);
    const entry = { value, expires: t + Math.min(this.opts.l1Ms, spec.ttlMs) * (1 - L1_JITTER * this.random()) };
    this.l1.set(key, entry);
    value.catch(() => {
      if (this.l1.get(key) === entry) this.l1.delete(key);
    });
    while (this.l1.size > this.opts.l1Max) {
      const oldest = this.l1.keys().next().value;
      if (oldest === undefined) break;
      this.l1.delete(oldest);
    }
    return value;
  }

  /** Drops the in-process layer (tests, or after a local write that must be seen at once). */
  clearLocal(): void {
    this.l1.clear();
  }

  private async fill(key: string, spec: CacheSpec): Promise<ReadyBody> {
    const shared = this.opts.shared;
    if (shared) {
      try {
        const got = await shared.get(key);
        this.opts.onLookup?.(shared.kind, Boolean(got));
        if (got) return ready(got);
      } catch (err) {
        this.opts.onLookup?.(shared.kind, false);
        this.opts.onError?.(err);
      }
    }
    const body = await spec.load();
    const fresh = { body, etag: etagOf(body) };
    if (shared) shared.set(key, fresh, spec.ttlMs).catch((err: unknown) => this.opts.onError?.(err));
    return ready(fresh);
  }
}

/**
 * Sends a ready answer with its ETag and `cacheControl`, or 304 without a body when the client's
 * If-None-Match names it. The bytes are sent as they are (no second serialization), or compressed
 * (br, else gzip, as the client accepts) once per cached answer.
 */
export function sendReady(request: FastifyRequest, reply: FastifyReply, body: ReadyBody, cacheControl: string): FastifyReply {
  const vary = reply.getHeader('vary');
  keepInProxy(request, reply, cacheControl);
  reply
    .header('etag', body.etag)
    .header('cache-control', cacheControl)
    .header('vary', typeof vary === 'string' && vary !== '' ? `${vary}, accept-encoding` : 'accept-encoding');
  if (isFresh(request, body.etag)) return reply.code(304).send();
  return sendBytes(request, reply, body);
}

/**
 * Sends a ready answer without ETag nor 304 (an answer to a POST: POST /scan), compressed as
 * sendReady does: once per cached answer, the compressed bytes kept with it. Never kept by nginx
 * (no X-Accel-Expires): every scan reaches a copy, which counts it (docs/operations.md#the-proxys-cache).
 */
export function sendReadyBody(request: FastifyRequest, reply: FastifyReply, body: ReadyBody, cacheControl: string): FastifyReply {
  const vary = reply.getHeader('vary');
  reply
    .header('cache-control', cacheControl)
    .header('vary', typeof vary === 'string' && vary !== '' ? `${vary}, accept-encoding` : 'accept-encoding');
  return sendBytes(request, reply, body);
}

/**
 * Behind deploy/nginx.conf (EDGE_PROXY=nginx): how long nginx may keep this answer, to the end of
 * the current second (`X-Accel-Expires: @<unix second>`; nginx counts whole seconds, so a relative
 * 1 s would keep it 1 to 2 s). Real time on purpose: nginx's clock, not the app's (docs/operations.md#the-proxys-cache).
 * Never on a private answer; nginx hides the header from clients.
 */
function keepInProxy(request: FastifyRequest, reply: FastifyReply, cacheControl: string): void {
  // A bare Fastify (tests, tools) has no app config: no proxy in front.
  const config = (request.server as Partial<Pick<typeof request.server, 'config'>>).config;
  if (config?.edgeProxy !== 'nginx' || cacheControl.includes('private')) return;
  reply.header('x-accel-expires', `@${Math.floor(Date.now() / 1000)}`);
}

function sendBytes(request: FastifyRequest, reply: FastifyReply, body: ReadyBody): FastifyReply {
  reply.type('application/json; charset=utf-8');
  // Compressed once per answer and kept with it (the compress plugin would redo it per request).
  const encoding = body.bytes.length >= COMPRESS_MIN_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body.bytes);
  return reply.header('content-encoding', encoding).send(encode(body, encoding));
}

/** Sends JSON text built by hand (it already matches the route's response schema). */
export function sendJsonText(reply: FastifyReply, text: string | Buffer, cacheControl: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').header('cache-control', cacheControl).send(text);
}
