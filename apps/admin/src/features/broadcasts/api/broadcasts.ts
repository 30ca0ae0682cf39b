import type { BroadcastDraft } from '@qadhya/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/call.ts';

/** The back office's broadcast calls (docs/notifications.md#broadcasts). */
export const broadcastsKey = ['admin-broadcasts'] as const;

export const listBroadcasts = (page: number, signal?: AbortSignal) =>
  call(ops.listBroadcasts, { query: { page, pageSize: 20 } }, { signal });
export const createBroadcast = (body: BroadcastDraft) => call(ops.createBroadcast, { body });
export const updateBroadcast = (id: number, body: BroadcastDraft) => call(ops.updateBroadcast, { params: { id }, body });
export const previewBroadcast = (id: number) => call(ops.previewBroadcast, { params: { id } });
export const scheduleBroadcast = (id: number, sendAt: string | null) =>
  call(ops.scheduleBroadcast, { params: { id }, body: { send_at: sendAt } });
export const cancelBroadcast = (id: number) => call(ops.cancelBroadcast, { params: { id } });

/** The audience pickers' reference data: the governorates and the product categories. */
export function useAudienceChoices() {
  const governorates = useQuery({
    queryKey: ['governorates'],
    queryFn: () => call(ops.listGovernorates).then((r) => r.items),
    staleTime: 60 * 60_000,
  });
  const categories = useQuery({
    queryKey: ['categories', 'fr'],
    queryFn: () => call(ops.listCategories, { query: { lang: 'fr' } }).then((r) => r.items),
    staleTime: 60 * 60_000,
  });
  return {
    governorates: (governorates.data ?? []).map((g) => ({ id: g.id, name: g.gouvernorat })),
    categories: (categories.data ?? []).filter((c) => c.kind !== 'group').map((c) => ({ id: c.CATEGORY_ID, name: c.CATEGORY_NAME })),
  };
}
