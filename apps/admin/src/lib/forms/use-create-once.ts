import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * A create form whose result is shown once (a new API key, a new member's password): `create(body)`
 * hides the last result and sends; on success the result is kept, `onCreated` runs (the form's
 * reset) and the list under `invalidate` is read again.
 */
export function useCreateOnce<TBody, TResult>({
  mutationFn,
  invalidate,
  onCreated,
}: {
  mutationFn: (body: TBody) => Promise<TResult>;
  invalidate: QueryKey;
  onCreated: () => void;
}) {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<TResult | null>(null);
  const mutation = useMutation({
    mutationFn,
    onSuccess: (result) => {
      setCreated(result);
      onCreated();
      void queryClient.invalidateQueries({ queryKey: invalidate });
    },
  });
  const create = (body: TBody) => {
    setCreated(null);
    mutation.mutate(body);
  };
  return { created, mutation, create };
}
