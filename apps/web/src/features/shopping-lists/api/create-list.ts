import type { CreateListBody } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, ops } from '../../../lib/api/index.ts';
import { coursesKeys } from './lists-page.ts';

export type NewList = z.input<typeof CreateListBody>;

/**
 * POST /lists. The form sends the one request_id it drew when it opened with every try, so a double
 * tap or a retry after a lost answer makes one list (the server answers the same list again).
 */
export function useCreateList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewList) => call(ops.createShoppingList, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: coursesKeys.all }),
  });
}
