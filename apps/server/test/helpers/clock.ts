import { parseTunisDateTime, type Clock } from '@qadhya/domain';
import { TEST_NOW } from './test-db.ts';

/** A clock tests move by hand: starts at a Tunis wall time (default TEST_NOW). */
export interface MutableClock extends Clock {
  set(at: Date): void;
  advance(ms: number): void;
  advanceSeconds(seconds: number): void;
}

export function mutableClock(at: string = TEST_NOW): MutableClock {
  let t = parseTunisDateTime(at)!.getTime();
  return {
    now: () => new Date(t),
    set: (d) => {
      t = d.getTime();
    },
    advance: (ms) => {
      t += ms;
    },
    advanceSeconds: (s) => {
      t += s * 1000;
    },
  };
}
