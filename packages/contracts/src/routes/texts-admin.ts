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
import { staffOnly } from './shared.ts';

const faqMissing = ApiError.describe('FAQ_ITEM_NOT_FOUND');
const versionMissing = ApiError.describe('CONTENT_VERSION_NOT_FOUND');

/** The texts-admin routes (docs/api.md#the-route-table). */
export const textsAdminApi = /* @__PURE__ */ defineRoutes(staffOnly('admin'), {
  listAdminFaq: {
    method: 'GET',
    path: '/api/v1/admin/faq',
    summary: 'Every FAQ item, published or not, in the shoppers’ order (admin, marketing, support)',
    response: { 200: FaqItemsAdmin },
  },
  createAdminFaqItem: {
    method: 'POST',
    path: '/api/v1/admin/faq',
    summary: 'Adds a FAQ item (fr and ar) at the end; audited (admin, marketing, support)',
    body: FaqItemBody,
    response: { 201: FaqItemAdmin },
  },
  reorderAdminFaq: {
    method: 'PUT',
    path: '/api/v1/admin/faq/order',
    summary: 'Puts the FAQ in a new order: every item id once (admin, marketing, support)',
    body: FaqOrderBody,
    response: { 200: FaqItemsAdmin, 422: ApiError.describe('VALIDATION_FAILED: not every item exactly once') },
  },
  updateAdminFaqItem: {
    method: 'PUT',
    path: '/api/v1/admin/faq/:id',
    summary: 'Edits a FAQ item at the version read; its version moves; audited before/after (admin, marketing, support)',
    params: FaqIdParams,
    body: FaqItemUpdate,
    response: {
      200: FaqItemAdmin,
      404: faqMissing,
      409: ApiError.describe('CONFLICT: edited by someone else since'),
    },
  },
  deleteAdminFaqItem: {
    method: 'DELETE',
    path: '/api/v1/admin/faq/:id',
    summary: 'Removes a FAQ item; audited (admin, marketing, support)',
    params: FaqIdParams,
    response: { 204: z.null(), 404: faqMissing },
  },
  listAdminTextVersions: {
    method: 'GET',
    path: '/api/v1/admin/texts/:doc',
    summary: 'Every version of the terms (cgu), legal notices or privacy policy, newest first (admin, marketing)',
    params: ContentDocParams,
    response: { 200: ContentVersionsAdmin },
  },
  createAdminTextDraft: {
    method: 'POST',
    path: '/api/v1/admin/texts/:doc',
    summary: 'A new draft version (fr, ar, effective date), numbered after the last; one draft at a time (admin, marketing)',
    params: ContentDocParams,
    body: ContentDraftBody,
    response: { 201: ContentVersionAdmin, 409: ApiError.describe('CONTENT_DRAFT_EXISTS') },
  },
  updateAdminTextDraft: {
    method: 'PUT',
    path: '/api/v1/admin/texts/:doc/:version',
    summary: 'Edits a draft; a published version is never edited (409) (admin, marketing)',
    params: ContentVersionParams,
    body: ContentDraftBody,
    response: {
      200: ContentVersionAdmin,
      404: versionMissing,
      409: ApiError.describe('CONTENT_VERSION_PUBLISHED'),
    },
  },
  publishAdminTextVersion: {
    method: 'POST',
    path: '/api/v1/admin/texts/:doc/:version/publish',
    summary:
      'Publishes a draft: shoppers read it from now on (a new cgu version is accepted once); 201 when published now, 200 when it already was (admin, marketing)',
    params: ContentVersionParams,
    response: { 200: ContentVersionAdmin, 201: ContentVersionAdmin, 404: versionMissing },
  },
});
