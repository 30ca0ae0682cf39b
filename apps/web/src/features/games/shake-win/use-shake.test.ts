import { describe, expect, it } from 'vitest';
import { SHAKE_HITS, shakeDetector } from './use-shake.ts';

describe('shakeDetector', () => {
  it('three strong changes within the window are a shake; gentle motion never is', () => {
    let t = 0;
    const detect = shakeDetector(() => t);
    const still = { x: 0, y: 9.8, z: 0 };
    const jolt = { x: 18, y: 9.8, z: 4 };
    expect(detect(still)).toBe(false);
    const seen: boolean[] = [];
    for (let i = 0; i < SHAKE_HITS; i++) {
      t += 100;
      seen.push(detect(i % 2 === 0 ? jolt : still));
    }
    expect(seen).toEqual([false, false, true]);
    for (let i = 0; i < 20; i++) {
      t += 50;
      expect(detect({ x: (i % 2) * 2, y: 9.8, z: 0 })).toBe(false);
    }
  });

  it('strong changes too far apart are not a shake', () => {
    let t = 0;
    const detect = shakeDetector(() => t);
    detect({ x: 0, y: 0, z: 0 });
    const out = [];
    for (let i = 0; i < 4; i++) {
      t += 900;
      out.push(detect({ x: i % 2 === 0 ? 20 : 0, y: 0, z: 0 }));
    }
    expect(out).toEqual([false, false, false, false]);
  });
});
