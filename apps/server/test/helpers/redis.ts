import crypto from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The Redis the API tests may use: TEST_REDIS_URL (.ci/run sets it when something answers on
 * 127.0.0.1:6379; scripts/test.mjs passes it on). Unset: the tests on a real Redis are skipped.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;

export interface TestRedis {
  /** A key prefix of this run's own (give it to the app as CACHE_KEY_PREFIX). */
  prefix: string;
  redis: Redis;
  /** The keys under the prefix matching `pattern` (a Redis glob after the prefix). */
  keys(pattern?: string): Promise<string[]>;
  /** Deletes every key under the prefix, then disconnects. */
  cleanup(): Promise<void>;
}

/** A client on `url` and a random prefix, so runs sharing one Redis never see each other's keys. */
export function testRedis(url: string): TestRedis {
  const prefix = `qadhya-test:${process.pid}-${crypto.randomBytes(6).toString('hex')}:`;
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  const keys = async (pattern = '*') => {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}${pattern}`, 'COUNT', 1000);
      found.push(...batch);
      cursor = next;
    } while (cursor !== '0');
    return [...new Set(found)].sort();
  };
  return {
    prefix,
    redis,
    keys,
    async cleanup() {
      const left = await keys();
      if (left.length > 0) await redis.del(...left);
      await redis.quit();
    },
  };
}
