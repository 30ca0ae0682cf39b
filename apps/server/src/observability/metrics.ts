import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CacheLayer } from '../cache/response-cache.ts';
import type { PoolStats } from '../db/connect.ts';

/** The route label of requests no route matched (404s, the web app's client-side paths). */
export const UNMATCHED_ROUTE = '(unmatched)';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** What a Redis connection serves (docs/operations.md#redis-outage). */
export type RedisUse = 'limits' | 'response_cache' | 'readiness';

/** How an OTP's SMS went: handed to the gateway, or not. */
export type SmsOutcome = 'sent' | 'failed';

let processRegistry: Registry | null = null;

/**
 * Node's process metrics (CPU, memory, event loop lag, GC…) belong to the process, not to an app:
 * collected once into a registry of their own, shared by every app of the process (tests build
 * many), and merged into each scrape.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * One app's metrics, in a registry of its own (never prom-client's global one, so that several
 * apps in one process do not collide). Names and labels: docs/operations.md.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly durations: Histogram<'method' | 'route'>;
  private readonly cacheHits: Counter<'layer'>;
  private readonly cacheMisses: Counter<'layer'>;
  private readonly otpSms: Counter<'purpose' | 'outcome'>;
  private readonly redisFallbacks: Counter<'use'>;
  private readonly redisConnections = new Map<RedisUse, () => boolean>();

  constructor(poolStats: () => PoolStats | null) {
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status code',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request arriving to its answer being sent, by method and route template',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.cacheHits = new Counter({
      name: 'response_cache_hits_total',
      help: 'Response cache lookups answered by a layer (local: in-process; redis or postgres: shared)',
      labelNames: ['layer'],
      registers,
    });
    this.cacheMisses = new Counter({
      name: 'response_cache_misses_total',
      help: 'Response cache lookups a layer could not answer',
      labelNames: ['layer'],
      registers,
    });
    this.otpSms = new Counter({
      name: 'otp_sms_total',
      help: 'One-time code SMS handed to the provider (sent) or not (failed), by purpose',
      labelNames: ['purpose', 'outcome'],
      registers,
    });
    const connections = this.redisConnections;
    new Gauge({
      name: 'redis_up',
      help: "This copy's Redis connections, by use: 1 ready, 0 not (the copy then runs on its in-process layers and per-copy limits)",
      labelNames: ['use'],
      registers,
      collect() {
        for (const [use, up] of connections) this.set({ use }, up() ? 1 : 0);
      },
    });
    this.redisFallbacks = new Counter({
      name: 'redis_fallbacks_total',
      help: 'Operations done without Redis because it failed, by use (limits and rate_limit: counted per copy; response_cache: the shared layer skipped)',
      labelNames: ['use'],
      registers,
    });
    const pool = (name: string, help: string, pick: (s: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          const stats = poolStats();
          if (stats) this.set(pick(stats));
        },
      });
    pool('db_pool_connections', 'Open database connections (PGlite: its one connection)', (s) => s.total);
    pool('db_pool_idle_connections', 'Open database connections not in use', (s) => s.idle);
    pool('db_pool_waiting_requests', 'Queries waiting for a free database connection', (s) => s.waiting);
  }

  /** One answered request; `route` is the route's template (never the raw URL), null when unmatched. */
  request(method: string, route: string | null, status: number, seconds: number): void {
    const m = METHODS.has(method) ? method : 'OTHER';
    const r = route ?? UNMATCHED_ROUTE;
    this.requests.inc({ method: m, route: r, status: String(status) });
    this.durations.observe({ method: m, route: r }, seconds);
  }

  cacheLookup(layer: CacheLayer, hit: boolean): void {
    (hit ? this.cacheHits : this.cacheMisses).inc({ layer });
  }

  otpSmsSent(purpose: string, outcome: SmsOutcome): void {
    this.otpSms.inc({ purpose, outcome });
  }

  /** Reports a Redis connection's state as `redis_up{use}` at each scrape. */
  watchRedis(use: RedisUse, up: () => boolean): void {
    this.redisConnections.set(use, up);
  }

  /** One operation done without Redis (it failed): counted per copy, or the shared layer skipped. */
  redisFallback(use: RedisUse | 'rate_limit'): void {
    this.redisFallbacks.inc({ use });
  }

  /** The Prometheus text of this app's metrics and the process's. */
  async text(): Promise<{ contentType: string; body: string }> {
    const merged = Registry.merge([processMetrics(), this.registry]);
    return { contentType: merged.contentType, body: await merged.metrics() };
  }
}
