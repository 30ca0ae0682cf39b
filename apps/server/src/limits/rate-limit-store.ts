import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, res: Result | null) => void;

/** @fastify/rate-limit's store contract (its RedisStore and LocalStore follow it). */
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteParams): Store;
}
interface RouteParams {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
  routeInfo?: { method: string; url: string };
}

const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;

/**
 * The per-IP ceiling's store: counted in Redis (shared by every copy) while Redis answers, in this
 * copy's memory when it does not. A Redis outage so keeps a ceiling per copy instead of none
 * (docs/operations.md#redis-outage). `onFallback` is told of each count made without Redis.
 */
export function fallbackRateLimitStore(redis: Redis, nameSpace: string, onFallback: (err: Error) => void): FastifyRateLimitStoreCtor {
  class FallbackStore implements Store {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}
    incr(key: string, cb: Callback, timeWindow: number, max: number): void {
      this.shared.incr(
        key,
        (err, res) => {
          if (!err) return cb(null, res);
          onFallback(err);
          this.local.incr(key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
    child(routeOptions: RouteParams): Store {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }
  // @fastify/rate-limit builds its store with `new Store(globalParams)`.
  const Top = class extends FallbackStore {
    constructor(params: Partial<RouteParams>) {
      const [c, e] = [Boolean(params.continueExceeding), Boolean(params.exponentialBackoff)];
      super(new RedisStore(c, e, redis, nameSpace), new LocalStore(c, e));
    }
  };
  return Top as unknown as FastifyRateLimitStoreCtor;
}
