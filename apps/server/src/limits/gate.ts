import { retryLater } from '../errors.ts';

/**
 * At most `concurrency` tasks at once, at most `queue` waiting; past that a 503 BUSY with
 * Retry-After (heavy work such as decoding an image is bounded, docs/security.md).
 */
export function createGate(concurrency: number, queue: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };
  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= queue) {
          throw retryLater({
            status: 503,
            code: 'BUSY',
            message: 'The server is busy with other images: try again in a moment.',
            seconds: 2,
          });
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running++;
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

export type Gate = ReturnType<typeof createGate>;
