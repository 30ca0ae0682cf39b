import type { ContentDoc, ContentDraftBody, FaqItemBody, FaqItemUpdate } from '@qadhya/contracts';
import { call, ops } from '../../../lib/api/call.ts';

export const faqKey = ['admin-faq'] as const;
export const versionsKey = (doc: ContentDoc) => ['admin-texts', doc] as const;

export const listFaq = (signal?: AbortSignal) => call(ops.listAdminFaq, {}, { signal });
export const createFaq = (body: FaqItemBody) => call(ops.createAdminFaqItem, { body });
export const updateFaq = (id: number, body: FaqItemUpdate) => call(ops.updateAdminFaqItem, { params: { id }, body });
export const deleteFaq = (id: number) => call(ops.deleteAdminFaqItem, { params: { id } });
export const reorderFaq = (ids: number[]) => call(ops.reorderAdminFaq, { body: { ids } });

export const listVersions = (doc: ContentDoc, signal?: AbortSignal) => call(ops.listAdminTextVersions, { params: { doc } }, { signal });
export const createDraft = (doc: ContentDoc, body: ContentDraftBody) => call(ops.createAdminTextDraft, { params: { doc }, body });
export const updateDraft = (doc: ContentDoc, version: number, body: ContentDraftBody) =>
  call(ops.updateAdminTextDraft, { params: { doc, version }, body });
export const publishVersion = (doc: ContentDoc, version: number) => call(ops.publishAdminTextVersion, { params: { doc, version } });
