import { feedsApi } from '@qadhya/contracts/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
import type { Tx } from '../../db/handles.ts';
import { apiKeyOf } from '../../plugins/integration-auth.ts';
import type { FeedActor } from './feeds.service.ts';
import { requestHash, requireIdempotencyKey } from './idempotency.service.ts';

/**
 * The feeds of the chain's systems under /api/v1/integrations (docs/integrations.md): stock and
 * last chance per store, products and prices. Each declares its scope (`config.scope`, checked by
 * plugins/integration-auth.ts before the body is read) and needs an Idempotency-Key.
 */
export const feedsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { feeds, idempotency } = app.services;

  /** Runs a write once per Idempotency-Key and sends its (maybe replayed) answer. */
  async function once(
    req: FastifyRequest,
    reply: FastifyReply,
    store: string | null,
    work: (trx: Tx, actor: FeedActor) => Promise<unknown>,
  ) {
    const key = apiKeyOf(req);
    const idem = requireIdempotencyKey(req.headers['idempotency-key']);
    if (store !== null) await feeds.requireStore(store);
    const actor: FeedActor = { staffId: null, apiKeyId: key.id, ip: req.ip, source: 'api', idempotencyKey: idem };
    const answer = await idempotency.run(key.id, idem, requestHash(req.method, req.url, req.body), (trx) => work(trx, actor));
    if (answer.replayed) reply.header('idempotent-replayed', 'true');
    return reply.code(answer.status).send(answer.body as never);
  }

  const route = routesWith(app, { config: { scope: 'stock:write' } });
  const lastChanceRoute = routesWith(app, { config: { scope: 'last_chance:write' } });

  route(feedsApi.putStockSnapshot, async (req, reply) =>
    once(req, reply, req.params.code, (trx, actor) => feeds.stockSet(trx, actor, req.params.code, req.body, true)),
  );

  route(feedsApi.patchStockDeltas, async (req, reply) =>
    once(req, reply, req.params.code, (trx, actor) => feeds.stockDelta(trx, actor, req.params.code, req.body)),
  );

  lastChanceRoute(feedsApi.putLastChanceSnapshot, async (req, reply) =>
    once(req, reply, req.params.code, (trx, actor) => feeds.lastChanceSnapshot(trx, actor, req.params.code, req.body)),
  );

  lastChanceRoute(feedsApi.patchLastChanceOffers, async (req, reply) =>
    once(req, reply, req.params.code, (trx, actor) => feeds.lastChancePatch(trx, actor, req.params.code, req.body)),
  );

  route(feedsApi.patchProductFeed, async (req, reply) => once(req, reply, null, (trx, actor) => feeds.products(trx, actor, req.body)), {
    config: { scope: 'products:write' },
  });

  route(
    feedsApi.patchMobileOfferFeed,
    async (req, reply) => once(req, reply, null, (trx, actor) => app.services.offerAdmin.feed(trx, actor, req.body.rows)),
    { config: { scope: 'products:write' } },
  );
};
