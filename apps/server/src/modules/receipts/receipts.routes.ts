import { receiptsApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { AppError } from '../../errors.ts';
import { apiKeyOf, keyMayWrite } from '../../plugins/integration-auth.ts';
import { ReceiptInvalidError } from './receipt-rules.ts';

/**
 * POST /integrations/receipts (docs/wallet.md#receipts): the chain's tills post every receipt here,
 * with an API key of scope receipts:write (checked by plugins/integration-auth.ts, with the key's
 * rate limit); the store is in the body, so the key's store binding is checked here.
 */
export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { receipts } = app.services;

  app.route({
    ...routeOf(app, receiptsApi.postReceipt),
    config: { scope: 'receipts:write', storeInBody: true },
    handler: async (req, reply) => {
      const key = apiKeyOf(req);
      if (!keyMayWrite(key, req.body.store)) throw new AppError(403, 'API_KEY_STORE_FORBIDDEN', 'This API key is bound to other stores.');
      try {
        const posted = await receipts.post(req.body, key.id);
        if (posted.replayed) reply.header('idempotent-replayed', 'true');
        return reply.code(200).send(posted.answer);
      } catch (err) {
        if (err instanceof ReceiptInvalidError) return reply.code(422).send(err.body);
        throw err;
      }
    },
  });
};
