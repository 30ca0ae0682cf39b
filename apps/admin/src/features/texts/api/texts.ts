import type { ContentDoc, ContentDraftBody, ContentVersionAdmin, ContentVersionsAdmin, FaqItemAdmin, FaqItemBody, FaqItemsAdmin, FaqItemUpdate } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

export const faqKey = ['admin-faq'] as const;
export const versionsKey = (doc: ContentDoc) => ['admin-texts', doc] as const;

export const listFaq = (signal?: AbortSignal) => request<FaqItemsAdmin>('GET', '/admin/faq', { signal });
export const createFaq = (body: FaqItemBody) => request<FaqItemAdmin>('POST', '/admin/faq', { body });
export const updateFaq = (id: number, body: FaqItemUpdate) => request<FaqItemAdmin>('PUT', `/admin/faq/${id}`, { body });
export const deleteFaq = (id: number) => request<void>('DELETE', `/admin/faq/${id}`);
export const reorderFaq = (ids: number[]) => request<FaqItemsAdmin>('PUT', '/admin/faq/order', { body: { ids } });

export const listVersions = (doc: ContentDoc, signal?: AbortSignal) => request<ContentVersionsAdmin>('GET', `/admin/texts/${doc}`, { signal });
export const createDraft = (doc: ContentDoc, body: ContentDraftBody) => request<ContentVersionAdmin>('POST', `/admin/texts/${doc}`, { body });
export const updateDraft = (doc: ContentDoc, version: number, body: ContentDraftBody) => request<ContentVersionAdmin>('PUT', `/admin/texts/${doc}/${version}`, { body });
export const publishVersion = (doc: ContentDoc, version: number) => request<ContentVersionAdmin>('POST', `/admin/texts/${doc}/${version}/publish`, { body: {} });
