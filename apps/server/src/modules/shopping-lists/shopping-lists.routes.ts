import { shoppingListsApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent, routesWith } from '../../http/route.ts';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';

/**
 * Shopping lists ("courses", docs/shopping-lists.md#api): a list is seen and changed only by its
 * owner and the family members assigned to it; anyone else gets 404 LIST_NOT_FOUND, exactly like an
 * unknown id. Photos and 'Booster les membres' are list-images.routes.ts and list-boost.routes.ts;
 * the live stream is GET /lists/events.
 */
export const shoppingListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = app.services.shoppingLists;
  const opts = (query: { store?: string | undefined }, lang: 'fr' | 'ar') => ({ lang, ...(query.store ? { store: query.store } : {}) });
  const route = routesWith(app, { preHandler: app.requireUser });

  route(shoppingListsApi.listMyShoppingLists, async (req, reply) => {
    const { tab, page, pageSize, store } = req.query;
    return lists.page(userIdOf(req), { tab, page, pageSize, ...(store ? { store } : {}) }, answerLang(req, reply));
  });

  route(shoppingListsApi.listAssignableMembers, async (req, reply) => lists.assignable(userIdOf(req), answerLang(req, reply)));

  route(shoppingListsApi.createShoppingList, async (req, reply) => {
    const list = await lists.create(userIdOf(req), req.body, opts(req.query, answerLang(req, reply)));
    return reply.code(201).send(list);
  });

  route(shoppingListsApi.getShoppingList, async (req, reply) =>
    lists.get(userIdOf(req), req.params.id, opts(req.query, answerLang(req, reply))),
  );

  route(shoppingListsApi.renameShoppingList, async (req, reply) =>
    lists.rename(userIdOf(req), req.params.id, req.body.title, opts(req.query, answerLang(req, reply))),
  );

  route(shoppingListsApi.deleteShoppingList, async (req, reply) => noContent(reply, lists.remove(userIdOf(req), req.params.id)));

  route(shoppingListsApi.applyListOps, async (req, reply) =>
    lists.ops(userIdOf(req), req.params.id, req.body.ops, opts(req.query, answerLang(req, reply))),
  );

  route(shoppingListsApi.assignListMembers, async (req, reply) =>
    lists.setMembers(userIdOf(req), req.params.id, req.body.member_ids, opts(req.query, answerLang(req, reply))),
  );

  route(shoppingListsApi.rejectShoppingList, async (req, reply) =>
    lists.reject(userIdOf(req), req.params.id, opts(req.query, answerLang(req, reply))),
  );

  route(shoppingListsApi.reactivateShoppingList, async (req, reply) =>
    lists.reactivate(userIdOf(req), req.params.id, opts(req.query, answerLang(req, reply))),
  );

  route(shoppingListsApi.duplicateShoppingList, async (req, reply) => {
    const list = await lists.duplicate(userIdOf(req), req.params.id, req.body.request_id, opts(req.query, answerLang(req, reply)));
    return reply.code(201).send(list);
  });
};
