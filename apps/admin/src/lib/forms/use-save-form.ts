import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * An edit form's save: `send(values)` hides the last « saved » and sends; on success `onSaved` runs
 * (the form's reset to what the server kept), « saved » is shown and the list under `invalidate`
 * is read again. `setSaved(false)` hides it when the form changes otherwise.
 */
export function useSaveForm<TVars, TResult>({
  mutationFn,
  onSaved,
  invalidate,
}: {
  mutationFn: (values: TVars) => Promise<TResult>;
  onSaved: (result: TResult) => void;
  invalidate?: QueryKey;
}) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn,
    onSuccess: (result) => {
      onSaved(result);
      setSaved(true);
      if (invalidate) void queryClient.invalidateQueries({ queryKey: invalidate });
    },
  });
  const send = (values: TVars) => {
    setSaved(false);
    save.mutate(values);
  };
  return { save, saved, setSaved, send };
}
