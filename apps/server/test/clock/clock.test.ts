import type { ClockResponse } from '@qadhya/contracts';
import { describe, expect, it } from 'vitest';
import { appPerBlock } from '../helpers/app-per-block.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

describe('GET /clock', () => {
  const t = appPerBlock();

  it("answers the pinned clock's instant and Tunis date", async () => {
    const res = await t.app.inject('/api/v1/clock');
    expect(res.statusCode).toBe(200);
    expect(res.json<ClockResponse>()).toEqual({ now: '2026-11-24T12:30:00.000Z', today: '2026-11-24', timeZone: 'Africa/Tunis' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('gives the Tunis date, not the UTC one, just after midnight in Tunis', async () => {
    const late = await buildTestApp({ now: '2026-11-25T00:30' });
    try {
      const body = (await late.inject('/api/v1/clock')).json<ClockResponse>();
      expect(body.now).toBe('2026-11-24T23:30:00.000Z');
      expect(body.today).toBe('2026-11-25');
    } finally {
      await late.close();
    }
  });
});
