import {
  ApiError,
  AssignableMembers,
  AssignMembersBody,
  CreateListBody,
  LangQuery,
  ListIdParams,
  ListOpsAnswer,
  ListOpsBody,
  ListQuery,
  ListsPage,
  ListsQuery,
  RenameListBody,
  RequestBody,
  ShoppingList,
} from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';

const secured = { security: [{ bearerAuth: [] }] };
const tags = ['shopping-lists'];
const ReadQuery = ListQuery.extend(LangQuery.shape);
const notFound = ApiError.describe('LIST_NOT_FOUND: unknown, or neither owned by nor shared with the caller');
const ownerOnly = ApiError.describe('LIST_OWNER_ONLY: a member may not do this');

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

  app.get(
    '/lists',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary:
          "The caller's lists (owned or shared) of a tab, latest change first: active, or history (rejected, or finished: every item bought); the score at today's prices in ?store=",
        querystring: ListsQuery.extend(LangQuery.shape),
        response: { 200: ListsPage, 400: ApiError, 401: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      const { tab, page, pageSize, store } = req.query;
      return lists.page(userIdOf(req), { tab, page, pageSize, ...(store ? { store } : {}) }, answerLang(req, reply));
    },
  );

  app.get(
    '/lists/members',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary: "The people the caller may assign to a list: their family circle (the families' owners and accepted members)",
        querystring: LangQuery,
        response: { 200: AssignableMembers, 400: ApiError, 401: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => lists.assignable(userIdOf(req), answerLang(req, reply)),
  );

  app.post(
    '/lists',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary:
          'A new list of the caller, shared with members of their family circle (422 NOT_FAMILY_MEMBER otherwise); 404 PRODUCT_NOT_FOUND for an unknown sku; the same request_id answers the same list',
        body: CreateListBody,
        querystring: ReadQuery,
        response: { 201: ShoppingList, 400: ApiError, 401: ApiError, 404: ApiError, 422: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      const list = await lists.create(userIdOf(req), req.body, opts(req.query, answerLang(req, reply)));
      return reply.code(201).send(list);
    },
  );

  app.get(
    '/lists/:id',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary: 'One list with every item (removed ones too: their removal is part of the merge), its photos, members and progress',
        params: ListIdParams,
        querystring: ReadQuery,
        response: { 200: ShoppingList, 400: ApiError, 401: ApiError, 404: notFound, 500: ApiError },
      },
    },
    async (req, reply) => lists.get(userIdOf(req), req.params.id, opts(req.query, answerLang(req, reply))),
  );

  app.patch(
    '/lists/:id',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary: 'Renames a list (its owner only)',
        params: ListIdParams,
        body: RenameListBody,
        querystring: ReadQuery,
        response: { 200: ShoppingList, 400: ApiError, 401: ApiError, 403: ownerOnly, 404: notFound, 500: ApiError },
      },
    },
    async (req, reply) => lists.rename(userIdOf(req), req.params.id, req.body.title, opts(req.query, answerLang(req, reply))),
  );

  app.delete(
    '/lists/:id',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary: 'Deletes a list (its owner only); its members are told it is gone',
        params: ListIdParams,
        response: { 204: z.null().describe('Deleted'), 400: ApiError, 401: ApiError, 403: ownerOnly, 404: notFound, 500: ApiError },
      },
    },
    async (req, reply) => {
      await lists.remove(userIdOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/lists/:id/ops',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary:
          'Changes made by a member, possibly offline, merged into the list (add, quantity, remove, tick, untick): replaying them changes nothing; unknown skus and adds beyond 200 items are listed in rejected',
        params: ListIdParams,
        body: ListOpsBody,
        querystring: ReadQuery,
        response: { 200: ListOpsAnswer, 400: ApiError, 401: ApiError, 404: notFound, 500: ApiError },
      },
    },
    async (req, reply) => lists.ops(userIdOf(req), req.params.id, req.body.ops, opts(req.query, answerLang(req, reply))),
  );

  app.put(
    '/lists/:id/members',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary: "'Assigner membre': the members the list is shared with (its owner only; each in the owner's family circle, else 422 NOT_FAMILY_MEMBER)",
        params: ListIdParams,
        body: AssignMembersBody,
        querystring: ReadQuery,
        response: { 200: ShoppingList, 400: ApiError, 401: ApiError, 403: ownerOnly, 404: notFound, 422: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => lists.setMembers(userIdOf(req), req.params.id, req.body.member_ids, opts(req.query, answerLang(req, reply))),
  );

  app.post(
    '/lists/:id/reject',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary: "'Rejeter la course': the list goes to the history as 'Rejetée'",
        params: ListIdParams,
        querystring: ReadQuery,
        response: { 200: ShoppingList, 400: ApiError, 401: ApiError, 404: notFound, 500: ApiError },
      },
    },
    async (req, reply) => lists.reject(userIdOf(req), req.params.id, opts(req.query, answerLang(req, reply))),
  );

  app.post(
    '/lists/:id/reactivate',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary: "'Réactiver' a rejected list (409 LIST_NOT_REJECTED otherwise)",
        params: ListIdParams,
        querystring: ReadQuery,
        response: { 200: ShoppingList, 400: ApiError, 401: ApiError, 404: notFound, 409: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => lists.reactivate(userIdOf(req), req.params.id, opts(req.query, answerLang(req, reply))),
  );

  app.post(
    '/lists/:id/duplicate',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary:
          "'Dupliquer' a finished list (409 LIST_NOT_FINISHED otherwise): a new active list of the caller's, the same items unticked, the same people where they are in the caller's circle; the same request_id answers the same list",
        params: ListIdParams,
        body: RequestBody,
        querystring: ReadQuery,
        response: { 201: ShoppingList, 400: ApiError, 401: ApiError, 404: notFound, 409: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      const list = await lists.duplicate(userIdOf(req), req.params.id, req.body.request_id, opts(req.query, answerLang(req, reply)));
      return reply.code(201).send(list);
    },
  );
};
