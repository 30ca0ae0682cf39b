import type { Broadcast, BroadcastDraft, BroadcastPage, BroadcastPreview, BroadcastSchedule } from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import type { NotificationType } from '../../db/tables/shopping-lists.ts';
import { AppError, notFound } from '../../errors.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { writeAudit } from '../admin/audit.ts';
import type { Actor } from '../content-admin/row-errors.ts';
import type { InboxWriter } from '../inbox/inbox-writer.ts';
import type { Audience, BroadcastRow, BroadcastsRepository } from './broadcasts.repository.ts';

export const BROADCAST_SEND_JOB = 'broadcast.send';
/** Shoppers written per batch, and the pause before the next batch: sends are throttled. */
export const BROADCAST_BATCH = 500;
export const BROADCAST_BATCH_GAP_MS = 1000;

type Row = BroadcastRow;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The Arabic text a shopper receives: the French one when staff left the Arabic empty (docs/notifications.md#broadcasts). */
const arabicOf = (ar: string, fr: string): string => (ar.trim() === '' ? fr : ar);

const typeOf = (topic: Row['topic']): NotificationType =>
  topic === 'promos' || topic === 'favorites' ? 'promotion' : topic === 'prizes' ? 'game' : 'info';

/**
 * Back-office broadcasts (docs/notifications.md#broadcasts): marketing composes a draft in French
 * and Arabic, previews its audience, schedules or sends it; a job writes it into the audience's
 * inboxes in throttled batches (which queues their pushes); counters follow sends and receipts.
 */
export function createBroadcastsService(deps: { repo: BroadcastsRepository; clock: Clock; inbox: InboxWriter; jobs: JobRunner }) {
  const { repo, clock, inbox, jobs } = deps;

  const labelOf = async (r: Pick<Row, 'audience' | 'audience_value'>): Promise<string | null> => {
    if (r.audience === 'all') return '';
    if (r.audience === 'governorate') {
      return (await repo.governorateName(r.audience_value ?? -1)) ?? null;
    }
    return (await repo.categoryName(r.audience_value ?? -1)) ?? null;
  };

  const toBroadcast = async (r: Row): Promise<Broadcast> => ({
    id: Number(r.id),
    title_fr: r.title_fr,
    title_ar: r.title_ar,
    body_fr: r.body_fr,
    body_ar: r.body_ar,
    link: r.link,
    topic: r.topic,
    audience: r.audience,
    audience_value: r.audience_value,
    audience_label: (await labelOf(r)) ?? '',
    status: r.status,
    scheduled_at: iso(r.scheduled_at),
    started_at: iso(r.started_at),
    finished_at: iso(r.finished_at),
    created_at: iso(r.created_at)!,
    recipients: r.recipients,
    sent: r.sent,
    delivered: r.delivered,
    opened: r.opened,
  });

  const load = async (id: number): Promise<Row> => {
    const row = await repo.byId(id);
    if (!row) throw notFound('BROADCAST_NOT_FOUND', 'No broadcast with this id');
    return row;
  };

  const normalise = async (draft: BroadcastDraft) => {
    const value = draft.audience === 'all' ? null : (draft.audience_value ?? null);
    if (draft.audience !== 'all' && (await labelOf({ audience: draft.audience, audience_value: value })) === null) {
      throw new AppError(400, 'BROADCAST_AUDIENCE_NOT_FOUND', 'audience_value: no such governorate or category');
    }
    return {
      title_fr: draft.title_fr,
      title_ar: draft.title_ar,
      body_fr: draft.body_fr,
      body_ar: draft.body_ar,
      link: draft.link ?? null,
      topic: draft.topic ?? 'promos',
      audience: draft.audience,
      audience_value: value,
    };
  };

  const locked = (status: string) => new AppError(409, 'BROADCAST_LOCKED', `This broadcast is ${status}: it can no longer change this way`);

  /** One batch of a broadcast's sending (the job): inbox rows for the next shoppers, then the next batch. */
  jobs.handle(BROADCAST_SEND_JOB, async (payload) => {
    const id = Number(payload.broadcast_id);
    const after = Number(payload.after ?? 0);
    const now = clock.now();
    const written = await repo.transaction(async (trx) => {
      const b = await repo.lock(trx, id);
      if (!b || (b.status !== 'scheduled' && b.status !== 'sending')) return [];
      if (b.status === 'scheduled') await repo.mark(trx, id, { status: 'sending', started_at: now, updated_at: now });
      const audience: Audience = { audience: b.audience, audience_value: b.audience_value, topic: b.topic };
      const users = await repo.audienceBatch(trx, audience, now, after, BROADCAST_BATCH);
      const rows = await inbox.notify(
        users,
        {
          kind: 'broadcast',
          type: typeOf(b.topic),
          topic: b.topic,
          title_fr: b.title_fr,
          title_ar: arabicOf(b.title_ar, b.title_fr),
          body_fr: b.body_fr,
          body_ar: arabicOf(b.body_ar, b.body_fr),
          link: b.link,
          payload: { broadcast_id: id },
          dedupe_key: `broadcast:${id}`,
          broadcast_id: id,
        },
        trx,
      );
      await repo.addRecipients(trx, id, rows.length, now);
      if (users.length === BROADCAST_BATCH) {
        const next = users[users.length - 1]!;
        await jobs.enqueue(trx, [
          {
            kind: BROADCAST_SEND_JOB,
            payload: { broadcast_id: id, after: next },
            runAt: new Date(now.getTime() + BROADCAST_BATCH_GAP_MS),
            dedupeKey: `broadcast:${id}:${next}`,
          },
        ]);
      } else {
        await repo.mark(trx, id, { status: 'sent', finished_at: now, updated_at: now });
      }
      return rows;
    });
    await inbox.announce(written.map((w) => w.user_id));
  });

  return {
    async list(page: number, pageSize: number): Promise<BroadcastPage> {
      const rows = await repo.page(pageSize + 1, (page - 1) * pageSize);
      const total = await repo.count();
      const items = await Promise.all(rows.slice(0, pageSize).map(toBroadcast));
      return { items, page, pageSize, total, hasMore: rows.length > pageSize };
    },

    async get(id: number): Promise<Broadcast> {
      return toBroadcast(await load(id));
    },

    async create(draft: BroadcastDraft, actor: Actor): Promise<Broadcast> {
      const values = await normalise(draft);
      const now = clock.now();
      const row = await repo.transaction(async (trx) => {
        const r = await repo.insert(trx, { ...values, created_by: actor.staffId, created_at: now, updated_at: now });
        await writeAudit(trx, {
          staffId: actor.staffId,
          at: now,
          action: 'broadcast.create',
          entity: 'broadcast',
          entityId: String(r.id),
          before: null,
          after: values,
          ip: actor.ip,
        });
        return r;
      });
      return toBroadcast(row);
    },

    async update(id: number, draft: BroadcastDraft, actor: Actor): Promise<Broadcast> {
      const values = await normalise(draft);
      const now = clock.now();
      const row = await repo.transaction(async (trx) => {
        const before = await repo.lock(trx, id);
        if (!before) throw notFound('BROADCAST_NOT_FOUND', 'No broadcast with this id');
        if (before.status !== 'draft') throw locked(before.status);
        const r = await repo.update(trx, id, { ...values, updated_at: now });
        await writeAudit(trx, {
          staffId: actor.staffId,
          at: now,
          action: 'broadcast.update',
          entity: 'broadcast',
          entityId: String(id),
          before,
          after: values,
          ip: actor.ip,
        });
        return r;
      });
      return toBroadcast(row);
    },

    async preview(id: number): Promise<BroadcastPreview> {
      const b = await load(id);
      const counts = await repo.audienceCount({ audience: b.audience, audience_value: b.audience_value, topic: b.topic }, clock.now());
      return {
        ...counts,
        fr: { title: b.title_fr, body: b.body_fr },
        ar: { title: arabicOf(b.title_ar, b.title_fr), body: arabicOf(b.body_ar, b.body_fr) },
        link: b.link,
      };
    },

    /** Schedules a draft for `send_at` (≥ now) or now; the job sends it when due. */
    async schedule(id: number, body: BroadcastSchedule, actor: Actor): Promise<Broadcast> {
      const now = clock.now();
      const at = body.send_at === null ? now : new Date(body.send_at);
      if (at.getTime() < now.getTime() - 60_000) throw new AppError(400, 'BROADCAST_SEND_AT_PAST', 'send_at: must be now or later');
      const sendAt = at.getTime() < now.getTime() ? now : at;
      const row = await repo.transaction(async (trx) => {
        const before = await repo.lock(trx, id);
        if (!before) throw notFound('BROADCAST_NOT_FOUND', 'No broadcast with this id');
        if (before.status !== 'draft') throw locked(before.status);
        const r = await repo.update(trx, id, { status: 'scheduled', scheduled_at: sendAt, updated_at: now });
        await jobs.enqueue(trx, [
          { kind: BROADCAST_SEND_JOB, payload: { broadcast_id: id, after: 0 }, runAt: sendAt, dedupeKey: `broadcast:${id}:0` },
        ]);
        await writeAudit(trx, {
          staffId: actor.staffId,
          at: now,
          action: 'broadcast.schedule',
          entity: 'broadcast',
          entityId: String(id),
          before: { status: before.status },
          after: { status: 'scheduled', scheduled_at: sendAt.toISOString() },
          ip: actor.ip,
        });
        return r;
      });
      return toBroadcast(row);
    },

    /** Cancels a scheduled broadcast before its job starts it. */
    async cancel(id: number, actor: Actor): Promise<Broadcast> {
      const now = clock.now();
      const row = await repo.transaction(async (trx) => {
        const before = await repo.lock(trx, id);
        if (!before) throw notFound('BROADCAST_NOT_FOUND', 'No broadcast with this id');
        if (before.status !== 'scheduled') throw locked(before.status);
        const r = await repo.update(trx, id, { status: 'cancelled', updated_at: now });
        await writeAudit(trx, {
          staffId: actor.staffId,
          at: now,
          action: 'broadcast.cancel',
          entity: 'broadcast',
          entityId: String(id),
          before: { status: 'scheduled' },
          after: { status: 'cancelled' },
          ip: actor.ip,
        });
        return r;
      });
      return toBroadcast(row);
    },
  };
}

export type BroadcastsService = ReturnType<typeof createBroadcastsService>;
