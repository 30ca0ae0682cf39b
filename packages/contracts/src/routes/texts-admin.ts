import { z } from 'zod';
import {
  ContentDocParams,
  ContentDraftBody,
  ContentVersionAdmin,
  ContentVersionParams,
  ContentVersionsAdmin,
  FaqIdParams,
  FaqItemAdmin,
  FaqItemBody,
  FaqItemUpdate,
  FaqItemsAdmin,
  FaqOrderBody,
} from '../admin-support.ts';
import { ApiError } from '../errors.ts';
import { defineRoutes } from './define.ts';
import { guarded, staffAuth } from './shared.ts';

const faqMissing = ApiError.describe('FAQ_ITEM_NOT_FOUND');
const versionMissing = ApiError.describe('CONTENT_VERSION_NOT_FOUND');

/** The texts-admin routes (docs/api.md#the-route-table). */
export const textsAdminApi = /* @__PURE__ */ defineRoutes({
  listAdminFaq: {
    method: 'GET',
    path: '/api/v1/admin/faq',
    tags: ['admin'],
    security: staffAuth,
    summary: 'Every FAQ item, published or not, in the shoppers’ order (admin, marketing, support)',
    response: { 200: FaqItemsAdmin, ...guarded },
  },
  createAdminFaqItem: {
    method: 'POST',
    path: '/api/v1/admin/faq',
    tags: ['admin'],
    security: staffAuth,
    summary: 'Adds a FAQ item (fr and ar) at the end; audited (admin, marketing, support)',
    body: FaqItemBody,
    response: { 201: FaqItemAdmin, 400: ApiError, ...guarded },
  },
  reorderAdminFaq: {
    method: 'PUT',
    path: '/api/v1/admin/faq/order',
    tags: ['admin'],
    security: staffAuth,
    summary: 'Puts the FAQ in a new order: every item id once (admin, marketing, support)',
    body: FaqOrderBody,
    response: { 200: FaqItemsAdmin, 400: ApiError, ...guarded, 422: ApiError.describe('VALIDATION_FAILED: not every item exactly once') },
  },
  updateAdminFaqItem: {
    method: 'PUT',
    path: '/api/v1/admin/faq/:id',
    tags: ['admin'],
    security: staffAuth,
    summary: 'Edits a FAQ item at the version read; its version moves; audited before/after (admin, marketing, support)',
    params: FaqIdParams,
    body: FaqItemUpdate,
    response: {
      200: FaqItemAdmin,
      400: ApiError,
      ...guarded,
      404: faqMissing,
      409: ApiError.describe('CONFLICT: edited by someone else since'),
    },
  },
  deleteAdminFaqItem: {
    method: 'DELETE',
    path: '/api/v1/admin/faq/:id',
    tags: ['admin'],
    security: staffAuth,
    summary: 'Removes a FAQ item; audited (admin, marketing, support)',
    params: FaqIdParams,
    response: { 204: z.null(), 400: ApiError, ...guarded, 404: faqMissing },
  },
  listAdminTextVersions: {
    method: 'GET',
    path: '/api/v1/admin/texts/:doc',
    tags: ['admin'],
    security: staffAuth,
    summary: 'Every version of the terms (cgu), legal notices or privacy policy, newest first (admin, marketing)',
    params: ContentDocParams,
    response: { 200: ContentVersionsAdmin, 400: ApiError, ...guarded },
  },
  createAdminTextDraft: {
    method: 'POST',
    path: '/api/v1/admin/texts/:doc',
    tags: ['admin'],
    security: staffAuth,
    summary: 'A new draft version (fr, ar, effective date), numbered after the last; one draft at a time (admin, marketing)',
    params: ContentDocParams,
    body: ContentDraftBody,
    response: { 201: ContentVersionAdmin, 400: ApiError, ...guarded, 409: ApiError.describe('CONTENT_DRAFT_EXISTS') },
  },
  updateAdminTextDraft: {
    method: 'PUT',
    path: '/api/v1/admin/texts/:doc/:version',
    tags: ['admin'],
    security: staffAuth,
    summary: 'Edits a draft; a published version is never edited (409) (admin, marketing)',
    params: ContentVersionParams,
    body: ContentDraftBody,
    response: {
      200: ContentVersionAdmin,
      400: ApiError,
      ...guarded,
      404: versionMissing,
      409: ApiError.describe('CONTENT_VERSION_PUBLISHED'),
    },
  },
  publishAdminTextVersion: {
    method: 'POST',
    path: '/api/v1/admin/texts/:doc/:version/publish',
    tags: ['admin'],
    security: staffAuth,
    summary:
      'Publishes a draft: shoppers read it from now on (a new cgu version is accepted once); 201 when published now, 200 when it already was (admin, marketing)',
    params: ContentVersionParams,
    response: { 200: ContentVersionAdmin, 201: ContentVersionAdmin, 400: ApiError, ...guarded, 404: versionMissing },
  },
});
