import type { Store } from '@qadhya/contracts';
import { storeLabel } from './use-stores.ts';

/** A store select's options: a first empty choice (its text; none when null), then each store as « Name (code) ». */
export function StoreOptions({
  stores,
  placeholder,
}: {
  stores: readonly Pick<Store, 'magasin_code' | 'storename'>[];
  placeholder: string | null;
}) {
  return (
    <>
      {placeholder === null ? null : <option value="">{placeholder}</option>}
      {stores.map((s) => (
        <option key={s.magasin_code} value={s.magasin_code}>
          {storeLabel(s)}
        </option>
      ))}
    </>
  );
}
