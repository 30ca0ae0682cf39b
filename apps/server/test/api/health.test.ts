import { describe, expect, it } from 'vitest';
import { appPerBlock } from '../helpers/app-per-block.ts';

describe('health and framework answers', () => {
  const t = appPerBlock();

  it('answers {"status":"ok"} on a migrated database', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404 and a stable code', async () => {
    const res = await t.app.inject('/api/v1/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});
