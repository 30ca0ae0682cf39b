import type { AdminCatalogueProduct } from '@qadhya/contracts';
import { formatMoney, formatPercent } from '@qadhya/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PagedList } from '../../../components/ui/PagedList.tsx';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { DataTable } from '../../../components/ui/DataTable.tsx';
import { columnsFor, type AdminColumn } from '../../../components/ui/table-features.ts';
import { catalogueProductsKey, listCatalogueProducts } from '../api/list-catalogue-products.ts';
import { PriceEditor } from './PriceEditor.tsx';

const PAGE_SIZE = 25;
const col = columnsFor<AdminCatalogueProduct>();

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
    col.accessor('page', { header: 'Page' }),
    col.accessor('sku', { header: 'Article', cell: (c) => <code className="ui-mono">{c.getValue()}</code> }),
    col.accessor('name', { header: 'Produit', cell: (c) => <strong>{c.getValue()}</strong> }),
    col.accessor('old_price', {
      header: 'Ancien prix',
      cell: (c) =>
        c.getValue() > c.row.original.price ? (
          <s className="cat-price">{formatMoney(c.getValue(), 'fr')}</s>
        ) : (
          <span className="ui-muted">—</span>
        ),
    }),
    col.accessor('price', {
      header: 'Prix',
      cell: (c) => <strong className="cat-price">{formatMoney(c.getValue(), 'fr')}</strong>,
    }),
    col.accessor('remise', {
      header: 'Remise',
      cell: (c) => (c.getValue() > 0 ? <Badge tone="brand">{formatPercent(c.getValue(), 'fr', { signed: true })}</Badge> : '—'),
    }),
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
      <PagedList query={list} onPage={setPage}>
        <DataTable
          caption="Produits et prix du catalogue"
          columns={columns}
          sortable={false}
          data={list.data?.items ?? []}
          getRowId={(p) => p.sku}
          loading={list.isPending}
          emptyText="Aucun produit : tracez des zones sur les pages pour en ajouter."
        />
      </PagedList>
    </div>
  );
}
