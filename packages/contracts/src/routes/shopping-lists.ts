import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { LangQuery } from '../lang.ts';
import {
  AssignMembersBody,
  AssignableMembers,
  CreateListBody,
  ListIdParams,
  ListOpsAnswer,
  ListOpsBody,
  ListQuery,
  ListsPage,
  ListsQuery,
  RenameListBody,
  RequestBody,
  ShoppingList,
} from '../shopping-lists.ts';
import { defineRoutes } from './define.ts';
import { signedIn } from './shared.ts';

const ReadQuery = ListQuery.extend(LangQuery.shape);
const notFound = ApiError.describe('LIST_NOT_FOUND: unknown, or neither owned by nor shared with the caller');
const ownerOnly = ApiError.describe('LIST_OWNER_ONLY: a member may not do this');

/** The shopping-lists routes (docs/api.md#the-route-table). */
export const shoppingListsApi = /* @__PURE__ */ defineRoutes(signedIn('shopping-lists'), {
  listMyShoppingLists: {
    method: 'GET',
    path: '/api/v1/lists',
    summary:
      "The caller's lists (owned or shared) of a tab, latest change first: active, or history (rejected, or finished: every item bought); the score at today's prices in ?store=",
    querystring: ListsQuery.extend(LangQuery.shape),
    response: { 200: ListsPage },
  },
  listAssignableMembers: {
    method: 'GET',
    path: '/api/v1/lists/members',
    summary: "The people the caller may assign to a list: their family circle (the families' owners and accepted members)",
    querystring: LangQuery,
    response: { 200: AssignableMembers },
  },
  createShoppingList: {
    method: 'POST',
    path: '/api/v1/lists',
    summary:
      'A new list of the caller, shared with members of their family circle (422 NOT_FAMILY_MEMBER otherwise); 404 PRODUCT_NOT_FOUND for an unknown sku; the same request_id answers the same list',
    body: CreateListBody,
    querystring: ReadQuery,
    response: { 201: ShoppingList, 404: ApiError, 422: ApiError },
  },
  getShoppingList: {
    method: 'GET',
    path: '/api/v1/lists/:id',
    summary: 'One list with every item (removed ones too: their removal is part of the merge), its photos, members and progress',
    params: ListIdParams,
    querystring: ReadQuery,
    response: { 200: ShoppingList, 404: notFound },
  },
  renameShoppingList: {
    method: 'PATCH',
    path: '/api/v1/lists/:id',
    summary: 'Renames a list (its owner only)',
    params: ListIdParams,
    body: RenameListBody,
    querystring: ReadQuery,
    response: { 200: ShoppingList, 403: ownerOnly, 404: notFound },
  },
  deleteShoppingList: {
    method: 'DELETE',
    path: '/api/v1/lists/:id',
    summary: 'Deletes a list (its owner only); its members are told it is gone',
    params: ListIdParams,
    response: { 204: z.null().describe('Deleted'), 403: ownerOnly, 404: notFound },
  },
  applyListOps: {
    method: 'POST',
    path: '/api/v1/lists/:id/ops',
    summary:
      'Changes made by a member, possibly offline, merged into the list (add, quantity, remove, tick, untick): replaying them changes nothing; unknown skus and adds beyond 200 items are listed in rejected',
    params: ListIdParams,
    body: ListOpsBody,
    querystring: ReadQuery,
    response: { 200: ListOpsAnswer, 404: notFound },
  },
  assignListMembers: {
    method: 'PUT',
    path: '/api/v1/lists/:id/members',
    summary:
      "'Assigner membre': the members the list is shared with (its owner only; each in the owner's family circle, else 422 NOT_FAMILY_MEMBER)",
    params: ListIdParams,
    body: AssignMembersBody,
    querystring: ReadQuery,
    response: { 200: ShoppingList, 403: ownerOnly, 404: notFound, 422: ApiError },
  },
  rejectShoppingList: {
    method: 'POST',
    path: '/api/v1/lists/:id/reject',
    summary: "'Rejeter la course': the list goes to the history as 'Rejetée'",
    params: ListIdParams,
    querystring: ReadQuery,
    response: { 200: ShoppingList, 404: notFound },
  },
  reactivateShoppingList: {
    method: 'POST',
    path: '/api/v1/lists/:id/reactivate',
    summary: "'Réactiver' a rejected list (409 LIST_NOT_REJECTED otherwise)",
    params: ListIdParams,
    querystring: ReadQuery,
    response: { 200: ShoppingList, 404: notFound, 409: ApiError },
  },
  duplicateShoppingList: {
    method: 'POST',
    path: '/api/v1/lists/:id/duplicate',
    summary:
      "'Dupliquer' a finished list (409 LIST_NOT_FINISHED otherwise): a new active list of the caller's, the same items unticked, the same people where they are in the caller's circle; the same request_id answers the same list",
    params: ListIdParams,
    body: RequestBody,
    querystring: ReadQuery,
    response: { 201: ShoppingList, 404: notFound, 409: ApiError },
  },
});
