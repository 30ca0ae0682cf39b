/** New accounts get a random, unique 8-digit UID: a taken id is drawn again. */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAuthApp, client, randomPhone, signInByPhone, type AuthTestApp } from './support.ts';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await buildAuthApp();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await ctx.app.close();
});

describe('user ids', () => {
  it('are 8 digits, from 10000000 to 99999999, and differ between accounts', async () => {
    const ids = new Set<number>();
    for (let i = 0; i < 5; i++) {
      const s = await signInByPhone(ctx.app, client(ctx.app), randomPhone());
      expect(String(s.user.ID)).toMatch(/^[1-9]\d{7}$/);
      ids.add(s.user.ID);
    }
    expect(ids.size).toBe(5);
  });

  it('a drawn id that is already taken is drawn again', async () => {
    const taken = await signInByPhone(ctx.app, client(ctx.app), randomPhone());
    const original = crypto.randomInt.bind(crypto) as (min: number, max: number) => number;
    let draws = 0;
    const spy = vi.spyOn(crypto, 'randomInt').mockImplementation(((min: number, max: number) => {
      if (min === 10_000_000 && max === 100_000_000) {
        draws++;
        if (draws <= 2) return taken.user.ID;
      }
      return original(min, max);
    }) as typeof crypto.randomInt);
    try {
      const phone = randomPhone();
      const s = await signInByPhone(ctx.app, client(ctx.app), phone);
      expect(draws).toBe(3);
      expect(s.is_new).toBe(true);
      expect(s.user.ID).not.toBe(taken.user.ID);
      expect(s.user.PHONE).toBe(phone);
    } finally {
      spy.mockRestore();
    }
  });
});
