import { shoppingListsApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
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
  const auth = { preHandler: app.requireUser };
  const opts = (query: { store?: string | undefined }, lang: 'fr' | 'ar') => ({ lang, ...(query.store ? { store: query.store } : {}) });

  app.route({
    ...routeOf(app, shoppingListsApi.listMyShoppingLists),
    ...auth,
    handler: async (req, reply) => {
      const { tab, page, pageSize, store } = req.query;
      return lists.page(userIdOf(req), { tab, page, pageSize, ...(store ? { store } : {}) }, answerLang(req, reply));
    },
  });

  app.route({
    ...routeOf(app, shoppingListsApi.listAssignableMembers),
    ...auth,
    handler: async (req, reply) => lists.assignable(userIdOf(req), answerLang(req, reply)),
  });

  app.route({
    ...routeOf(app, shoppingListsApi.createShoppingList),
    ...auth,
    handler: async (req, reply) => {
      const list = await lists.create(userIdOf(req), req.body, opts(req.query, answerLang(req, reply)));
      return reply.code(201).send(list);
    },
  });

  app.route({
    ...routeOf(app, shoppingListsApi.getShoppingList),
    ...auth,
    handler: async (req, reply) => lists.get(userIdOf(req), req.params.id, opts(req.query, answerLang(req, reply))),
  });

  app.route({
    ...routeOf(app, shoppingListsApi.renameShoppingList),
    ...auth,
    handler: async (req, reply) => lists.rename(userIdOf(req), req.params.id, req.body.title, opts(req.query, answerLang(req, reply))),
  });

  app.route({
    ...routeOf(app, shoppingListsApi.deleteShoppingList),
    ...auth,
    handler: async (req, reply) => {
      await lists.remove(userIdOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(app, shoppingListsApi.applyListOps),
    ...auth,
    handler: async (req, reply) => lists.ops(userIdOf(req), req.params.id, req.body.ops, opts(req.query, answerLang(req, reply))),
  });

  app.route({
    ...routeOf(app, shoppingListsApi.assignListMembers),
    ...auth,
    handler: async (req, reply) =>
      lists.setMembers(userIdOf(req), req.params.id, req.body.member_ids, opts(req.query, answerLang(req, reply))),
  });

  app.route({
    ...routeOf(app, shoppingListsApi.rejectShoppingList),
    ...auth,
    handler: async (req, reply) => lists.reject(userIdOf(req), req.params.id, opts(req.query, answerLang(req, reply))),
  });

  app.route({
    ...routeOf(app, shoppingListsApi.reactivateShoppingList),
    ...auth,
    handler: async (req, reply) => lists.reactivate(userIdOf(req), req.params.id, opts(req.query, answerLang(req, reply))),
  });

  app.route({
    ...routeOf(app, shoppingListsApi.duplicateShoppingList),
    ...auth,
    handler: async (req, reply) => {
      const list = await lists.duplicate(userIdOf(req), req.params.id, req.body.request_id, opts(req.query, answerLang(req, reply)));
      return reply.code(201).send(list);
    },
  });
};
