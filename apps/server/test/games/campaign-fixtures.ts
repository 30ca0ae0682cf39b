import { parseTunisDateTime, tunisDateString } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { GameKeyColumn } from '../../src/db/tables/games.ts';

/** Campaigns written straight into the tables (docs/games.md#campaigns), removed by `removeCampaigns`. */

export interface FixturePrize {
  label?: string;
  kind?: 'coupon' | 'voucher';
  amount_type?: 'amount' | 'percent';
  /** Millimes (amount) or percent. */
  amount?: number;
  cap?: number | null;
  quantity?: number;
  /** Chances in 10 000. */
  weight?: number;
  slot?: [number, number];
  valid_days?: number;
}

export interface FixtureCampaign {
  game: GameKeyColumn;
  /** Tunis wall times. */
  from: string;
  to: string;
  budget: number;
  prizes: FixturePrize[];
  image?: string | null;
  title?: string;
}

export async function makeCampaign(app: FastifyInstance, c: FixtureCampaign): Promise<number> {
  const db = app.database.db;
  const now = new Date();
  const { id } = await db
    .insertInto('campaigns')
    .values({
      game: c.game,
      title: c.title ?? `Campagne ${c.game}`,
      title_ar: `حملة ${c.game}`,
      image: c.image ?? null,
      starts_at: parseTunisDateTime(c.from)!,
      ends_at: parseTunisDateTime(c.to)!,
      budget: c.budget,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (c.prizes.length > 0) {
    await db
      .insertInto('campaign_prizes')
      .values(
        c.prizes.map((p, i) => ({
          campaign_id: id,
          position: i + 1,
          kind: p.kind ?? 'voucher',
          amount_type: p.amount_type ?? 'amount',
          amount: p.amount ?? 20_000,
          cap: p.cap ?? null,
          label: p.label ?? `Bon de ${(p.amount ?? 20_000) / 1000} DT`,
          label_ar: p.label ?? `قسيمة ${(p.amount ?? 20_000) / 1000} د`,
          valid_days: p.valid_days ?? 30,
          quantity: p.quantity ?? 1000,
          weight: p.weight ?? 10_000,
          slot_start: p.slot?.[0] ?? null,
          slot_end: p.slot?.[1] ?? null,
        })),
      )
      .execute();
  }
  return id;
}

export async function removeCampaigns(app: FastifyInstance, ids: number[]): Promise<void> {
  if (ids.length > 0) await app.database.db.deleteFrom('campaigns').where('id', 'in', ids).execute();
}

/**
 * GET /app/config's games without the demo's campaigns (docs/games.md#demo-data: no author, on the
 * seeded test database too), so a test sees only the popup's games it made.
 */
export async function popupGames(
  app: FastifyInstance,
): Promise<{ key: string; image: string; image_default: boolean; url_forum: string; date_deb: string; date_fin: string }[]> {
  const demo = await app.database.db
    .selectFrom('campaigns')
    .select(['game', 'starts_at'])
    .where('created_by', 'is', null)
    .where('title', 'in', ['Shake & Win', 'Tap & Match'])
    .execute();
  const skip = new Set(demo.map((c) => `${c.game} ${tunisDateString(new Date(c.starts_at))}`));
  const games = (await app.inject({ url: '/api/v1/app/config' })).json().games as Awaited<ReturnType<typeof popupGames>>;
  return games.filter((g) => !(g.image_default && skip.has(`${g.key} ${g.date_deb}`)));
}

export async function campaignRow(app: FastifyInstance, id: number) {
  return app.database.db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function gameOffers(app: FastifyInstance, userIds: number[]) {
  if (userIds.length === 0) return [];
  return app.database.db.selectFrom('wallet_offers').selectAll().where('source', '=', 'game').where('user_id', 'in', userIds).execute();
}

/** A campaign write refused as CAMPAIGN_INVALID (422): the refused fields' paths, sorted. */
export function refusedPaths(res: { statusCode: number; json: () => { code: string; details: { path: string }[] } }): string[] {
  expect(res.statusCode).toBe(422);
  expect(res.json().code).toBe('CAMPAIGN_INVALID');
  return res
    .json()
    .details.map((d) => d.path)
    .sort();
}
