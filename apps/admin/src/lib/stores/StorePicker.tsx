import { useMemo, useState } from 'react';
import { storeLabel, useStores } from './use-stores.ts';

/** Checkboxes of stores with a filter box (a store manager's stores, an API key's stores). */
export function StorePicker({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: string[];
  onChange: (codes: string[]) => void;
  error?: string;
}) {
  const stores = useStores();
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const all = stores.data ?? [];
    return q ? all.filter((s) => `${s.storename} ${s.magasin_code} ${s.city}`.toLowerCase().includes(q)) : all;
  }, [stores.data, filter]);
  const toggle = (code: string, on: boolean) => onChange(on ? [...new Set([...value, code])] : value.filter((c) => c !== code));
  return (
    <fieldset className="ui-checks store-picker">
      <legend>{legend}</legend>
      <input
        className="ui-input"
        type="search"
        placeholder="Filtrer les magasins…"
        aria-label={`${legend} : filtrer`}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <div className="store-picker-list">
        {stores.isPending ? <span className="ui-muted">Chargement des magasins…</span> : null}
        {shown.map((s) => (
          <label key={s.magasin_code} className="ui-check">
            <input type="checkbox" checked={value.includes(s.magasin_code)} onChange={(e) => toggle(s.magasin_code, e.target.checked)} />
            {storeLabel(s)}
          </label>
        ))}
      </div>
      <p className="ui-hint">{value.length ? `${value.length} magasin(s) : ${value.join(', ')}` : 'Aucun magasin choisi.'}</p>
      {error ? <p className="ui-field-error">{error}</p> : null}
    </fieldset>
  );
}
