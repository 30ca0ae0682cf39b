import type { Broadcast, BroadcastDraft, BroadcastPage, BroadcastPreview, CategoriesResponse, GovernoratesResponse } from '@qadhya/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/client.ts';

/** The back office's broadcast calls (docs/notifications.md#broadcasts). */
export const broadcastsKey = ['admin-broadcasts'] as const;

export const listBroadcasts = (page: number, signal?: AbortSignal) => request<BroadcastPage>('GET', '/admin/broadcasts', { query: { page, pageSize: 20 }, signal });
export const createBroadcast = (body: BroadcastDraft) => request<Broadcast>('POST', '/admin/broadcasts', { body });
export const updateBroadcast = (id: number, body: BroadcastDraft) => request<Broadcast>('PUT', `/admin/broadcasts/${id}`, { body });
export const previewBroadcast = (id: number) => request<BroadcastPreview>('GET', `/admin/broadcasts/${id}/preview`);
export const scheduleBroadcast = (id: number, sendAt: string | null) => request<Broadcast>('POST', `/admin/broadcasts/${id}/schedule`, { body: { send_at: sendAt } });
export const cancelBroadcast = (id: number) => request<Broadcast>('POST', `/admin/broadcasts/${id}/cancel`);

/** The audience pickers' reference data: the governorates and the product categories. */
export function useAudienceChoices() {
  const governorates = useQuery({
    queryKey: ['governorates'],
    queryFn: () => request<GovernoratesResponse>('GET', '/governorates').then((r) => r.items),
    staleTime: 60 * 60_000,
  });
  const categories = useQuery({
    queryKey: ['categories', 'fr'],
    queryFn: () => request<CategoriesResponse>('GET', '/categories', { query: { lang: 'fr' } }).then((r) => r.items),
    staleTime: 60 * 60_000,
  });
  return {
    governorates: (governorates.data ?? []).map((g) => ({ id: g.id, name: g.gouvernorat })),
    categories: (categories.data ?? []).filter((c) => c.kind !== 'group').map((c) => ({ id: c.CATEGORY_ID, name: c.CATEGORY_NAME })),
  };
}
