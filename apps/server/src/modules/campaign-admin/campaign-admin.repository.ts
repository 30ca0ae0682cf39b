import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { CampaignKindColumn, CampaignPrizesTable, CampaignsTable } from '../../db/tables/games.ts';
import type { Insertable, Updateable } from 'kysely';

export type Db = Kysely<DB> | Transaction<DB>;
export type CampaignStatusFilter = 'scheduled' | 'active' | 'expired' | 'stopped';

/** SQL only: the campaigns and prize tables as the back office edits them (docs/games.md#back-office). */
export function createCampaignAdminRepository(db: Kysely<DB>) {
  return {
    db,

    async page(
      q: Db,
      now: Date,
      filter: { status?: CampaignStatusFilter; kind?: CampaignKindColumn; game?: CampaignsTable['game'] },
      offset: number,
      limit: number,
    ) {
      let base = q.selectFrom('campaigns');
      if (filter.kind) base = base.where('kind', '=', filter.kind);
      if (filter.game) base = base.where('game', '=', filter.game);
      if (filter.status === 'stopped') base = base.where('stopped_at', 'is not', null);
      if (filter.status === 'scheduled') base = base.where('stopped_at', 'is', null).where('starts_at', '>', now);
      if (filter.status === 'active') base = base.where('stopped_at', 'is', null).where('starts_at', '<=', now).where('ends_at', '>', now);
      if (filter.status === 'expired') base = base.where('stopped_at', 'is', null).where('ends_at', '<=', now);
      const rows = await base.selectAll().orderBy('starts_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
      const total = await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
      return { rows, total: Number(total.n) };
    },

    one(q: Db, id: number, lock = false) {
      let query = q.selectFrom('campaigns').selectAll().where('id', '=', id);
      if (lock) query = query.forNoKeyUpdate();
      return query.executeTakeFirst();
    },

    prizesOf(q: Db, ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return q
        .selectFrom('campaign_prizes')
        .selectAll()
        .where('campaign_id', 'in', ids)
        .orderBy('campaign_id')
        .orderBy('position')
        .execute();
    },

    async hasPlays(q: Db, id: number): Promise<boolean> {
      return (await q.selectFrom('game_plays').select('id').where('campaign_id', '=', id).limit(1).executeTakeFirst()) !== undefined;
    },

    async insert(q: Db, row: Insertable<CampaignsTable>): Promise<number> {
      return (await q.insertInto('campaigns').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },

    update(q: Db, id: number, set: Updateable<CampaignsTable>) {
      return q.updateTable('campaigns').set(set).where('id', '=', id).execute();
    },

    /** Replaces the prize lines by position: kept lines keep their id and `awarded`. */
    async savePrizes(q: Db, campaignId: number, lines: Omit<Insertable<CampaignPrizesTable>, 'campaign_id' | 'position'>[]) {
      await q.deleteFrom('campaign_prizes').where('campaign_id', '=', campaignId).where('position', '>', lines.length).execute();
      for (const [i, line] of lines.entries()) {
        const position = i + 1;
        await q
          .insertInto('campaign_prizes')
          .values({ ...line, campaign_id: campaignId, position })
          .onConflict((oc) => oc.columns(['campaign_id', 'position']).doUpdateSet({ ...line }))
          .execute();
      }
    },
  };
}

export type CampaignAdminRepository = ReturnType<typeof createCampaignAdminRepository>;
