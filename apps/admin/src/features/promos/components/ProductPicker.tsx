import type { AdminProduct } from '@qadhya/contracts';
import { formatMoney } from '@qadhya/domain';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { SearchBox } from '../../../components/ui/SearchBox.tsx';
import { listProducts, productsKey } from '../../../lib/products/list-products.ts';

/** Finds a product by name, brand, sku or EAN (GET /admin/products?q=) and adds it to the day. */
export function ProductPicker({ onPick, taken }: { onPick: (p: AdminProduct) => void; taken: ReadonlySet<string> }) {
  const [q, setQ] = useState('');
  const results = useQuery({
    queryKey: [...productsKey, 'pick', q],
    queryFn: ({ signal }) => listProducts({ q, page: 1, pageSize: 8 }, signal),
    enabled: q.length >= 2,
  });
  return (
    <div className="promo-picker">
      <SearchBox
        label="Ajouter un produit : nom, marque, code article ou EAN"
        placeholder="Ajouter un produit : nom, code ou EAN"
        onSearch={setQ}
      />
      {q.length >= 2 ? (
        <ul className="promo-picker-results" aria-label="Produits trouvés" aria-busy={results.isFetching || undefined}>
          {(results.data?.items ?? []).map((p) => (
            <li key={p.sku}>
              <img src={p.image} alt="" width={32} height={32} />
              <span className="promo-picker-name">
                <strong>{p.name}</strong>
                <span className="ui-muted">
                  {p.marque ? `${p.marque} · ` : ''}
                  <span className="ui-mono">{p.sku}</span> · {formatMoney(p.base_price, 'fr')}
                </span>
              </span>
              <Button size="sm" disabled={taken.has(p.sku)} onClick={() => onPick(p)}>
                <Plus size={14} aria-hidden="true" />
                {taken.has(p.sku) ? 'Déjà ajouté' : 'Ajouter'}
                <span className="visually-hidden"> {p.name}</span>
              </Button>
            </li>
          ))}
          {results.data && results.data.items.length === 0 ? <li className="ui-muted">Aucun produit ne correspond.</li> : null}
        </ul>
      ) : null}
    </div>
  );
}
