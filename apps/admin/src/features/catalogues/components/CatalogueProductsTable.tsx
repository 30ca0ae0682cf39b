import type { AdminCatalogueProduct } from '@qadhya/contracts';
import { formatPrice } from '@qadhya/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { DataTable } from '../../../components/ui/DataTable.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { Pager } from '../../../components/ui/Pager.tsx';
import { columnsFor, type AdminColumn } from '../../../components/ui/table-features.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { parseDinars, toDinars } from '../model/prices.ts';
import { catalogueProductsKey, listCatalogueProducts } from '../api/list-catalogue-products.ts';
import { setCataloguePrice } from '../api/set-price.ts';

const PAGE_SIZE = 25;
const col = columnsFor<AdminCatalogueProduct>();

/** A row's two prices, typed in dinars, checked, then sent in millimes. */
function PriceEditor({ catalogueId, product, onDone }: { catalogueId: number; product: AdminCatalogueProduct; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [price, setPrice] = useState(toDinars(product.price));
  const [old, setOld] = useState(toDinars(product.old_price));
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (body: { price: number; old_price: number }) => setCataloguePrice(catalogueId, product.sku, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['catalogues', catalogueId] });
      onDone();
    },
  });
  const submit = () => {
    const p = parseDinars(price);
    const o = parseDinars(old);
    if (p === null || o === null || p < 1 || o < 1) return setProblem('Des montants en dinars, par exemple 2,450.');
    if (o < p) return setProblem('L’ancien prix doit être au moins égal au prix.');
    setProblem(null);
    mutation.mutate({ price: p, old_price: o });
  };
  return (
    <form
      className="cat-price-editor"
      aria-label={`Prix de ${product.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label>
        <span className="ui-label">Prix (DT)</span>
        <input className="ui-input" inputMode="decimal" value={price} onChange={(e) => {
            setPrice(e.target.value);
            setProblem(null);
          }} />
      </label>
      <label>
        <span className="ui-label">Ancien prix (DT)</span>
        <input className="ui-input" inputMode="decimal" value={old} onChange={(e) => {
            setOld(e.target.value);
            setProblem(null);
          }} />
      </label>
      <Button type="submit" variant="primary" size="sm" busy={mutation.isPending}>
        Enregistrer
      </Button>
      <Button size="sm" onClick={onDone}>
        Annuler
      </Button>
      {problem ? <p className="ui-field-error">{problem}</p> : null}
      {mutation.isError ? <p className="ui-field-error">{errorText(mutation.error)}</p> : null}
    </form>
  );
}

/** The catalogue's products in page order with the week's prices; a price is changed in place. */
export function CatalogueProductsTable({ catalogueId }: { catalogueId: number }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<string | null>(null);
  const list = useQuery({
    queryKey: [...catalogueProductsKey(catalogueId), 'list', page],
    queryFn: () => listCatalogueProducts(catalogueId, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const columns: AdminColumn<AdminCatalogueProduct>[] = [
    col.accessor('page', { header: 'Page', enableSorting: false }),
    col.accessor('sku', { header: 'Article', enableSorting: false, cell: (c) => <code className="ui-mono">{c.getValue()}</code> }),
    col.accessor('name', { header: 'Produit', enableSorting: false, cell: (c) => <strong>{c.getValue()}</strong> }),
    col.accessor('old_price', { header: 'Ancien prix', enableSorting: false, cell: (c) => (c.getValue() > c.row.original.price ? <s className="cat-price">{formatPrice(c.getValue())} DT</s> : <span className="ui-muted">—</span>) }),
    col.accessor('price', { header: 'Prix', enableSorting: false, cell: (c) => <strong className="cat-price">{formatPrice(c.getValue())} DT</strong> }),
    col.accessor('remise', { header: 'Remise', enableSorting: false, cell: (c) => (c.getValue() > 0 ? <Badge tone="brand">-{c.getValue()} %</Badge> : '—') }),
    col.display({
      id: 'edit',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: (c) =>
        editing === c.row.original.sku ? (
          <PriceEditor catalogueId={catalogueId} product={c.row.original} onDone={() => setEditing(null)} />
        ) : (
          <Button size="sm" onClick={() => setEditing(c.row.original.sku)} aria-label={`Modifier le prix de ${c.row.original.name}`}>
            Modifier le prix
          </Button>
        ),
    }),
  ];
  return (
    <div className="ui-stack">
      {list.isError ? <Notice tone="error">{errorText(list.error)}</Notice> : null}
      <DataTable
        caption="Produits et prix du catalogue"
        columns={columns}
        data={list.data?.items ?? []}
        getRowId={(p) => p.sku}
        loading={list.isPending}
        emptyText="Aucun produit : tracez des zones sur les pages pour en ajouter."
      />
      {list.data ? <Pager page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} /> : null}
    </div>
  );
}
