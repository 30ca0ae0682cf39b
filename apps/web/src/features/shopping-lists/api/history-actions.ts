import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { coursesKeys } from './lists-page.ts';

/**
 * The history cards' actions (docs/shopping-lists.md#screens-courses-add-list-add-product): 'Dupliquer' a finished list into a new active one (its own
 * request_id, so a retried tap makes one copy) and 'Réactiver' a rejected one. Both refresh the tabs.
 */
export function useDuplicateList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, requestId }: { id: number; requestId: string }) =>
      call(ops.duplicateShoppingList, { params: { id }, body: { request_id: requestId } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: coursesKeys.all }),
  });
}

export function useReactivateList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(ops.reactivateShoppingList, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: coursesKeys.all }),
  });
}
