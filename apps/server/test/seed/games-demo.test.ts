/**
 * The demo's game campaigns (docs/games.md#demo-data): on the seeded database, Shake & Win and Tap &
 * Match run around the seed's day, with the spec's two time-slot gifts, within their budgets, without
 * pictures (the popup shows their games' drawn ones); seeding again adds nothing.
 */
import { gamePictureUrl } from '@qadhya/contracts';
import { parseTunisDateTime } from '@qadhya/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ensureGamesDemo } from '../../src/seed/games/index.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { TEST_NOW } from '../helpers/test-db.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('demo campaigns', () => {
  it('Shake & Win and Tap & Match run on the seed’s day, with the 10h -> 12h and 14h -> 16h gifts, and no picture (the popup draws their games’)', async () => {
    const db = app.database.db;
    const now = parseTunisDateTime(TEST_NOW)!;
    const rows = await db
      .selectFrom('campaigns')
      .selectAll()
      .where('created_by', 'is', null)
      .where('title', 'in', ['Shake & Win', 'Tap & Match'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.game, r.image, new Date(r.starts_at) <= now && now < new Date(r.ends_at)])).toEqual([
      ['shake_win', null, true],
      ['tap_match', null, true],
    ]);
    const prizes = await db.selectFrom('campaign_prizes').selectAll().where('campaign_id', '=', rows[0]!.id).orderBy('position').execute();
    expect(prizes.filter((p) => p.slot_start !== null).map((p) => [p.slot_start, p.slot_end])).toEqual([
      [10, 12],
      [14, 16],
    ]);
    expect(prizes.reduce((s, p) => s + p.weight, 0)).toBeLessThanOrEqual(10_000);
    // No picture of their own: the popup shows them with their games' drawn pictures (issue 33).
    expect((await app.inject({ url: '/api/v1/app/config' })).json().games).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'shake_win', image: gamePictureUrl('shake_win'), image_default: true }),
        expect.objectContaining({ key: 'tap_match', image: gamePictureUrl('tap_match'), image_default: true }),
      ]),
    );
    await ensureGamesDemo(app.database, app.clock, app.log);
    expect(
      await db
        .selectFrom('campaigns')
        .select('id')
        .where('created_by', 'is', null)
        .where('title', 'in', ['Shake & Win', 'Tap & Match'])
        .execute(),
    ).toHaveLength(2);
  });
});
