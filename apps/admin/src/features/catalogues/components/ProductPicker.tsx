import { formatMoney } from '@qadhya/domain';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Notice } from '../../../components/ui/Notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { searchProducts, type FoundProduct } from '../api/search-products.ts';

/** Search a product by name, brand, article code or EAN, and choose it. */
export function ProductPicker({ onPick }: { onPick: (product: FoundProduct) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(t);
  }, [text]);
  const found = useQuery({
    queryKey: ['product-search', q],
    queryFn: ({ signal }) => searchProducts(q, signal),
    enabled: q.length >= 2,
    staleTime: 60_000,
  });
  return (
    <div className="cat-picker">
      <label htmlFor={id} className="ui-label">
        Produit (nom, marque, code article ou EAN)
      </label>
      <div className="cat-search">
        <Search size={16} aria-hidden="true" />
        <input id={id} className="ui-input" type="search" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
      </div>
      {found.isError ? <Notice tone="error">{errorText(found.error)}</Notice> : null}
      {q.length >= 2 && found.data ? (
        found.data.length ? (
          <ul className="cat-results" aria-label="Produits trouvés">
            {found.data.map((p) => (
              <li key={p.sku}>
                <button
                  type="button"
                  className="cat-result"
                  onClick={() => {
                    onPick(p);
                    setText('');
                    setQ('');
                  }}
                >
                  <img src={p.image} alt="" width={36} height={36} loading="lazy" />
                  <span className="cat-result-text">
                    <strong>{p.name}</strong>
                    <span className="ui-muted">
                      {p.marque ? `${p.marque} · ` : ''}art. {p.sku} · EAN {p.ean}
                    </span>
                  </span>
                  <span className="cat-result-price">{formatMoney(p.price, 'fr')}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="ui-muted">Aucun produit pour « {q} ».</p>
        )
      ) : null}
    </div>
  );
}
