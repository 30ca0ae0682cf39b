import { tunisDateString, type Clock } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { InboxEvents } from '../../modules/inbox/inbox-events.ts';
import { AMIRA, DEMO_FAMILY } from '../wallet/accounts.ts';

/** How many of today's promoted products Amira keeps among her favourites. */
export const DEMO_FAVOURITES = 3;

/**
 * The demo shoppers' inboxes (docs/notifications.md#events), filled by the real writers on seeded
 * events, on every start with the demo data (each message is written once: its dedupe key):
 * Amira keeps a few of today's promoted products among her favourites (added once, when she has
 * none), so today's promos tell her; Karim's accepted invitation tells her he joined; the
 * catalogues shoppers can see are announced.
 */
export async function ensureInboxDemo(db: Kysely<DB>, events: InboxEvents, clock: Clock, log: FastifyBaseLogger): Promise<void> {
  const amira = await db.selectFrom('users').select('id').where('id', '=', AMIRA.id).executeTakeFirst();
  if (!amira) return;
  const today = tunisDateString(clock.now());
  const hasFavourites = await db.selectFrom('favourites').select('sku').where('user_id', '=', AMIRA.id).limit(1).executeTakeFirst();
  if (!hasFavourites) {
    const promoted = await db
      .selectFrom('promos as pr')
      .innerJoin('products as p', 'p.id', 'pr.product_id')
      .select('p.sku')
      .where(sql<boolean>`pr.promo_date = ${today}::date`)
      .orderBy('pr.id')
      .limit(DEMO_FAVOURITES)
      .execute();
    if (promoted.length > 0) {
      await db
        .insertInto('favourites')
        .values(promoted.map((p) => ({ user_id: AMIRA.id, sku: p.sku, added_at: clock.now() })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
  const promos = await events.favouritesOnPromo(today);
  const joined = await db
    .selectFrom('family_invitations')
    .select('id')
    .where('inviter_id', '=', DEMO_FAMILY.owner)
    .where('invitee_id', '=', DEMO_FAMILY.member)
    .where('status', '=', 'accepted')
    .orderBy('id')
    .executeTakeFirst();
  if (joined) await events.memberJoined(joined.id);
  const catalogues = await events.announceDueCatalogues();
  if (promos + catalogues > 0) log.info({ promos, catalogues }, 'demo data: inbox messages written');
}
