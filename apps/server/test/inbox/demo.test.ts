/**
 * The demo shoppers' inboxes (docs/notifications.md#events): written by the real events on the
 * seeded data — Amira's favourites on today's promos, Karim joining her family — once, however
 * many times the server starts.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureInboxDemo } from '../../src/seed/inbox/index.ts';
import { AMIRA } from '../../src/seed/wallet/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const quiet = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyInstance['log'];
const amiraInbox = () =>
  app.database.db
    .selectFrom('notifications')
    .select(['kind', 'link', 'dedupe_key'])
    .where('user_id', '=', AMIRA.id)
    .where('kind', 'in', ['favourite_promo', 'member_joined'])
    .orderBy('id')
    .execute();

describe('the demo inbox', () => {
  it('Amira hears of her favourites on promotion today and of Karim joining, once', async () => {
    await ensureInboxDemo(app.database.db, app.services.inboxEvents, app.clock, quiet);
    const first = await amiraInbox();
    expect(first.filter((r) => r.kind === 'member_joined')).toHaveLength(1);
    const promos = first.filter((r) => r.kind === 'favourite_promo');
    expect(promos.length).toBeGreaterThan(0);
    expect(promos.every((r) => r.link?.startsWith('/detail-produit/'))).toBe(true);
    await ensureInboxDemo(app.database.db, app.services.inboxEvents, app.clock, quiet);
    expect(await amiraInbox()).toEqual(first);
  });
});
