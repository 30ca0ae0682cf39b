import type { BoostNotice, ListEvent } from '@qadhya/contracts';
import { LIST_BOOST_INTERVAL_MS, isolate, type Clock } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveBus } from '../../live/bus.ts';
import { AppError, retryLater } from '../../errors.ts';
import type { InboxWriter } from '../inbox/inbox-writer.ts';
import { peopleOf, publishList, visibleOr404 } from './list-changes.ts';
import type { Db, ShoppingListsRepository } from './shopping-lists.repository.ts';

/** The kind of a boost's notifications. */
export const BOOST_KIND = 'list_boost';

/**
 * The notification a boost leaves each recipient, in both languages (docs/shopping-lists.md#booster-les-membres):
 * the inbox's row and the live event's toast say the same. In Arabic the member's name and the list's
 * title are isolated, as they are often in Latin letters; no-break spaces keep the guillemets with
 * the title (never a « » alone on the next line).
 */
export function boostTexts(from: string | null, title: string): BoostNotice {
  const who = from?.trim();
  return {
    title_fr: 'Rappel de courses',
    title_ar: 'تذكير بالتسوّق',
    body_fr: `${who || 'Un membre de votre famille'} vous rappelle la liste «\u00a0${title}\u00a0»`,
    body_ar: `${who ? isolate(who) : 'أحد أفراد عائلتك'} يذكّرك بقائمة «\u00a0${isolate(title)}\u00a0»`,
  };
}

/** 429 RATE_LIMITED {retry_after} with its Retry-After header (whole seconds, at least 1). */
export function boostTooSoon(retryAfterSeconds: number): AppError {
  return retryLater({
    status: 429,
    code: 'RATE_LIMITED',
    message: 'The members of this list were reminded less than an hour ago.',
    seconds: retryAfterSeconds,
  });
}

export const boostDedupeKey = (listId: number, requestId: string) => `boost:${listId}:${requestId}`;
export const boostLink = (listId: number) => `/layout/details-course/${listId}`;

export interface ListBoostDeps {
  clock: Clock;
  live: LiveBus;
  log: FastifyBaseLogger;
  /** The lists' repository: who sees a list, who its people are, the boost's marks. */
  repo: ShoppingListsRepository;
  /** The shoppers' inbox (docs/notifications.md#inbox): the boost's notifications go through it. */
  inbox: InboxWriter;
}

export interface BoostResult {
  notified: number;
  next_at: string;
}

/**
 * 'Booster les membres' (docs/shopping-lists.md#booster-les-membres): a nudge to the list's other
 * people (the assigned members, and the owner when a member boosts; never the caller), as one
 * notifications row each and a live 'boost' event. Once an hour per list, by the app's clock
 * (429 RATE_LIMITED with retry_after); the same request_id again answers the same, sending nothing.
 */
export function createListBoostService({ clock, live, log, repo, inbox }: ListBoostDeps) {
  /** The boost already made with this key, if any: its recipients and instant. */
  const earlier = async (q: Db, key: string): Promise<BoostResult | null> => {
    const rows = await repo.boostNotifications(q, key, BOOST_KIND);
    if (rows.length === 0) return null;
    const at = Math.min(...rows.map((r) => new Date(r.created_at).getTime()));
    return { notified: rows.length, next_at: new Date(at + LIST_BOOST_INTERVAL_MS).toISOString() };
  };

  return {
    async boost(userId: number, listId: number, requestId: string): Promise<BoostResult> {
      const key = boostDedupeKey(listId, requestId);
      const done = await repo.transaction(async (trx) => {
        const list = await visibleOr404(repo, trx, listId, userId, true);
        // A replay (read under the list's lock, so a retry racing its original waits for it).
        const replay = await earlier(trx, key);
        if (replay) return { replay };
        const now = clock.now();
        const people = await peopleOf(repo, trx, list);
        const recipients = [...new Set(people)].filter((id) => id !== userId);
        // Nobody to nudge (an owner alone on the list): nothing sent, the hour not used.
        if (recipients.length === 0) return { replay: { notified: 0, next_at: now.toISOString() } };
        if (list.last_boost_at) {
          const freeAt = new Date(list.last_boost_at).getTime() + LIST_BOOST_INTERVAL_MS;
          if (now.getTime() < freeAt) {
            throw boostTooSoon((freeAt - now.getTime()) / 1000);
          }
        }
        const sender = await repo.userName(trx, userId);
        const texts = boostTexts(sender?.name ?? null, list.title);
        await inbox.notify(
          recipients,
          {
            kind: BOOST_KIND,
            type: 'info',
            topic: null,
            ...texts,
            link: boostLink(list.id),
            payload: { list_id: list.id },
            dedupe_key: key,
          },
          trx,
        );
        await repo.markBoosted(trx, list.id, now);
        const version = await repo.bumpVersion(trx, list.id, now);
        return {
          sent: { recipients, people, version, notice: texts },
          replay: { notified: recipients.length, next_at: new Date(now.getTime() + LIST_BOOST_INTERVAL_MS).toISOString() },
        };
      });
      if ('sent' in done && done.sent) {
        const { recipients, people, version, notice } = done.sent;
        const event: ListEvent = { type: 'boost', list_id: listId, notice };
        try {
          await live.publish({ users: recipients, event });
        } catch (err) {
          log.warn({ err }, 'could not publish a boost event');
        }
        await publishList(live, log, people, { list_id: listId, version });
        await inbox.announce(recipients);
      }
      return done.replay;
    },
  };
}

export type ListBoostService = ReturnType<typeof createListBoostService>;
