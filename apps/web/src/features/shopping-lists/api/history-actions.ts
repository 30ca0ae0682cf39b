import type { ShoppingList } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { coursesKeys } from './lists-page.ts';

/**
 * The history cards' actions (docs/shopping-lists.md#screens-courses-add-list-add-product): 'Dupliquer' a finished list into a new active one (its own
 * request_id, so a retried tap makes one copy) and 'Réactiver' a rejected one. Both refresh the tabs.
 */
export function useDuplicateList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, requestId }: { id: number; requestId: string }) =>
      api.post<ShoppingList>(`/lists/${id}/duplicate`, { request_id: requestId }),
    onSuccess: () => void client.invalidateQueries({ queryKey: coursesKeys.all }),
  });
}

export function useReactivateList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ShoppingList>(`/lists/${id}/reactivate`),
    onSuccess: () => void client.invalidateQueries({ queryKey: coursesKeys.all }),
  });
}
