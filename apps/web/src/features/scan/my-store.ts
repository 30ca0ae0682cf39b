/**
 * « Mon magasin » in the scan's store choice (docs/scan.md#flow). The saved current_store keeps the
 * name it had when it was chosen, so the row shown is the same store read in the app's language:
 * from the nearest stores when they hold it, else from the whole list. `undefined` while that list
 * is still on its way (nothing chosen yet); the saved copy when the list came back without it (or
 * failed); null when the shopper has no store.
 */
export function myStoreShown<S extends { magasin_code: string }>(
  saved: S | null,
  near: readonly S[] | undefined,
  all: readonly S[] | undefined,
  allSettled: boolean,
): S | null | undefined {
  if (!saved) return null;
  const code = saved.magasin_code;
  return near?.find((s) => s.magasin_code === code) ?? all?.find((s) => s.magasin_code === code) ?? (allSettled ? saved : undefined);
}
