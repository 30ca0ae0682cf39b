import {
  campaignDefaultPicture,
  type AdminCampaign,
  type AdminCampaignsPage,
  type CampaignStats,
  type CampaignStatus,
} from '@qadhya/contracts';
import { DRAW_SCALE, parseTunisDateTime, tunisParts, type Clock } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { CampaignInput as CampaignInputSchema } from '@qadhya/contracts';
import type { CampaignKindColumn, CampaignsTable } from '../../db/tables/games.ts';
import { notFound } from '../../errors.ts';
import { writeAudit } from '../admin/audit.ts';
import { rowErrors, type Actor, type RowError } from '../content-admin/row-errors.ts';
import { newKey, type Storage } from '../../storage/storage.ts';
import { reencodeImage } from '../../storage/uploaded-image.ts';
import type { CampaignAdminRepository, CampaignStatusFilter, Db } from './campaign-admin.repository.ts';

type Input = z.output<typeof CampaignInputSchema>;
type CampaignRow = NonNullable<Awaited<ReturnType<CampaignAdminRepository['one']>>>;
type PrizeRow = Awaited<ReturnType<CampaignAdminRepository['prizesOf']>>[number];

/** A campaign's picture: a 1200×600 WebP (the popup's and the card's banner). */
const toCampaignWebp = (bytes: Buffer) => reencodeImage(bytes, (image) => image.resize(1200, 600, { fit: 'cover' }).webp({ quality: 80 }));

/** An instant as the back office types it: Tunis wall time 'YYYY-MM-DDTHH:mm'. */
export function tunisWallTime(at: Date | string): string {
  const p = tunisParts(new Date(at));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

export function statusOf(c: Pick<CampaignRow, 'starts_at' | 'ends_at' | 'stopped_at'>, now: Date): CampaignStatus {
  if (c.stopped_at) return 'stopped';
  if (new Date(c.starts_at) > now) return 'scheduled';
  return new Date(c.ends_at) > now ? 'active' : 'expired';
}

/** The games' figures, computed by the games module from the plays (src/services.ts wires it), in `q`'s transaction. */
export type StatsOf = (campaigns: Pick<CampaignRow, 'id' | 'budget' | 'spent'>[], q: Db) => Promise<Map<number, CampaignStats>>;

export interface CampaignAdminDeps {
  repo: CampaignAdminRepository;
  clock: Clock;
  storage: Storage;
  log: FastifyBaseLogger;
  statsOf: StatsOf;
}

/**
 * Campaigns in the back office (docs/games.md#back-office): created and edited whole (texts, dates,
 * budget, prize table) with every problem listed at once; what was already given can never be taken
 * back by an edit (a budget below what is spent, a prize line below what it gave, a given prize's
 * terms changed or its line dropped); stopped at once; every write audited.
 */
export function createCampaignAdminService({ repo, clock, storage, log, statsOf }: CampaignAdminDeps) {
  const db = repo.db;
  /** The audit line of a write to campaign `id` (docs/back-office.md#audit-log), in its transaction. */
  const audit = (trx: Db, actor: Actor, at: Date, action: string, id: number, before: unknown, after: unknown) =>
    writeAudit(trx, { staffId: actor.staffId, at, action, entity: 'campaign', entityId: String(id), before, after, ip: actor.ip });

  const toAdmin = (c: CampaignRow, prizes: PrizeRow[], stats: CampaignStats, now: Date): AdminCampaign => ({
    id: c.id,
    kind: c.kind,
    game: c.game,
    title: c.title,
    title_ar: c.title_ar,
    description: c.description,
    description_ar: c.description_ar,
    image: c.image,
    default_image: campaignDefaultPicture(c),
    starts_at: tunisWallTime(c.starts_at),
    ends_at: tunisWallTime(c.ends_at),
    budget: c.budget,
    status: statusOf(c, now),
    stopped_at: c.stopped_at ? new Date(c.stopped_at).toISOString() : null,
    prizes: prizes.map((p) => ({
      id: p.id,
      kind: p.kind,
      amount_type: p.amount_type,
      amount: p.amount,
      min_purchase: p.min_purchase,
      cap: p.cap,
      label: p.label,
      label_ar: p.label_ar,
      valid_days: p.valid_days,
      quantity: p.quantity,
      weight: p.weight,
      slot_start: p.slot_start,
      slot_end: p.slot_end,
      awarded: p.awarded,
    })),
    stats,
  });

  const load = async (q: Db, id: number): Promise<AdminCampaign> => {
    const c = await repo.one(q, id);
    if (!c) throw notFound('CAMPAIGN_NOT_FOUND', 'No such campaign.');
    const [prizes, stats] = await Promise.all([repo.prizesOf(q, [id]), statsOf([c], q)]);
    return toAdmin(c, prizes, stats.get(id)!, clock.now());
  };

  /** Every problem of a campaign body at once, against what it has already given when it exists. */
  const check = (body: Input, current: { row: CampaignRow; prizes: PrizeRow[]; played: boolean } | null): RowError[] => {
    const errors: RowError[] = [];
    const starts = parseTunisDateTime(body.starts_at);
    const ends = parseTunisDateTime(body.ends_at);
    if (!starts) errors.push({ path: 'starts_at', message: 'not a real Tunis time' });
    if (!ends) errors.push({ path: 'ends_at', message: 'not a real Tunis time' });
    if (starts && ends && ends <= starts) errors.push({ path: 'ends_at', message: 'must be after starts_at' });
    // Only a game campaign runs a game and draws prizes (docs/games.md#campaign-kinds).
    if (body.kind === 'game' && !body.game) errors.push({ path: 'game', message: 'a game campaign needs its game' });
    if (body.kind !== 'game' && body.game) errors.push({ path: 'game', message: 'only a game campaign has a game' });
    if (body.kind !== 'game' && body.prizes.length > 0)
      errors.push({ path: 'prizes', message: 'only a game campaign has prizes: its players win them' });
    const weights = body.prizes.reduce((sum, p) => sum + p.weight, 0);
    if (weights > DRAW_SCALE) errors.push({ path: 'prizes', message: `the chances add up to ${weights} in 10000: at most 10000` });
    body.prizes.forEach((p, i) => {
      const at = (field: string) => `prizes.${i}.${field}`;
      if (p.amount_type === 'percent' && p.amount > 100) errors.push({ path: at('amount'), message: 'a percentage is at most 100' });
      if (p.amount_type === 'percent' && p.cap === null)
        errors.push({ path: at('cap'), message: 'a percentage needs its cap (what one win may cost)' });
      if ((p.slot_start === null) !== (p.slot_end === null))
        errors.push({ path: at('slot_end'), message: 'give both hours of the slot, or neither' });
      if (p.slot_start !== null && p.slot_end !== null && p.slot_end < p.slot_start)
        errors.push({ path: at('slot_end'), message: 'the slot ends before it starts' });
    });
    if (!current) return errors;
    const { row, prizes, played } = current;
    if (row.stopped_at) errors.push({ path: 'stopped_at', message: 'a stopped campaign is not edited' });
    if (played && (body.kind !== row.kind || body.game !== row.game))
      errors.push({ path: 'game', message: 'the game of a campaign already played stays' });
    if (body.budget < row.spent) errors.push({ path: 'budget', message: `below what is already given (${row.spent} millimes)` });
    for (const given of prizes.filter((p) => p.awarded > 0)) {
      const i = given.position - 1;
      const line = body.prizes[i];
      if (!line) {
        errors.push({ path: `prizes.${i}`, message: `already given ${given.awarded} time(s): it stays (set its chances to 0 to stop it)` });
        continue;
      }
      if (line.quantity < given.awarded)
        errors.push({ path: `prizes.${i}.quantity`, message: `below what is already given (${given.awarded})` });
      if (line.kind !== given.kind || line.amount_type !== given.amount_type || line.amount !== given.amount || line.cap !== given.cap) {
        errors.push({ path: `prizes.${i}.amount`, message: 'the terms of a prize already given stay: add a new line instead' });
      }
    }
    return errors;
  };

  const fields = (body: Input) => ({
    kind: body.kind,
    game: body.kind === 'game' ? body.game : null,
    title: body.title,
    title_ar: body.title_ar,
    description: body.description,
    description_ar: body.description_ar,
    starts_at: parseTunisDateTime(body.starts_at)!,
    ends_at: parseTunisDateTime(body.ends_at)!,
    budget: body.budget,
  });

  return {
    async page(query: {
      page: number;
      pageSize: number;
      status?: CampaignStatusFilter;
      kind?: CampaignKindColumn;
      game?: CampaignsTable['game'];
    }): Promise<AdminCampaignsPage> {
      const now = clock.now();
      const { rows, total } = await repo.page(db, now, query, (query.page - 1) * query.pageSize, query.pageSize);
      const [prizes, stats] = await Promise.all([
        repo.prizesOf(
          db,
          rows.map((r) => r.id),
        ),
        statsOf(rows, db),
      ]);
      return {
        items: rows.map((c) =>
          toAdmin(
            c,
            prizes.filter((p) => p.campaign_id === c.id),
            stats.get(c.id)!,
            now,
          ),
        ),
        page: query.page,
        pageSize: query.pageSize,
        total,
        hasMore: query.page * query.pageSize < total,
      };
    },

    one: (id: number) => load(db, id),

    async create(body: Input, actor: Actor): Promise<AdminCampaign> {
      const errors = check(body, null);
      if (errors.length > 0) throw rowErrors('CAMPAIGN_INVALID', `${errors.length} problem(s): nothing was saved.`, errors);
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const id = await repo.insert(trx, { ...fields(body), image: null, created_by: actor.staffId, created_at: now, updated_at: now });
        await repo.savePrizes(trx, id, body.prizes);
        const after = await load(trx, id);
        await audit(trx, actor, now, 'campaign.create', id, null, after);
        return after;
      });
    },

    async update(id: number, body: Input, actor: Actor): Promise<AdminCampaign> {
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        // Under the lock the plays draw under: a draw never sees half an edit.
        const row = await repo.one(trx, id, true);
        if (!row) throw notFound('CAMPAIGN_NOT_FOUND', 'No such campaign.');
        const before = await load(trx, id);
        const prizes = await repo.prizesOf(trx, [id]);
        const errors = check(body, { row, prizes, played: await repo.hasPlays(trx, id) });
        if (errors.length > 0) throw rowErrors('CAMPAIGN_INVALID', `${errors.length} problem(s): nothing was saved.`, errors);
        await repo.update(trx, id, { ...fields(body), updated_at: now });
        await repo.savePrizes(trx, id, body.prizes);
        const after = await load(trx, id);
        await audit(trx, actor, now, 'campaign.update', id, before, after);
        return after;
      });
    },

    /** Stops a campaign at once: no play draws from it any more (stopping twice changes nothing). */
    async stop(id: number, actor: Actor): Promise<AdminCampaign> {
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const row = await repo.one(trx, id, true);
        if (!row) throw notFound('CAMPAIGN_NOT_FOUND', 'No such campaign.');
        if (row.stopped_at) return load(trx, id);
        const before = await load(trx, id);
        await repo.update(trx, id, { stopped_at: now, updated_at: now });
        const after = await load(trx, id);
        await audit(trx, actor, now, 'campaign.stop', id, before, after);
        return after;
      });
    },

    async setImage(id: number, bytes: Buffer, actor: Actor): Promise<AdminCampaign> {
      const current = await repo.one(db, id);
      if (!current) throw notFound('CAMPAIGN_NOT_FOUND', 'No such campaign.');
      const key = newKey('campaigns', 'webp');
      await storage.put(key, await toCampaignWebp(bytes), 'image/webp');
      const now = clock.now();
      const after = await db.transaction().execute(async (trx) => {
        await repo.update(trx, id, { image: `/uploads/${key}`, updated_at: now });
        await audit(trx, actor, now, 'campaign.image', id, { image: current.image }, { image: `/uploads/${key}` });
        return load(trx, id);
      });
      const old = current.image?.replace(/^\/uploads\//, '');
      if (old) await storage.delete(old).catch((err: unknown) => log.warn({ err, key: old }, 'old campaign image not deleted'));
      return after;
    },
  };
}

export type CampaignAdminService = ReturnType<typeof createCampaignAdminService>;
