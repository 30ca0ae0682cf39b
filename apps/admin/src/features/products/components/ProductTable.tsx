import type { AdminProduct } from '@qadhya/contracts';
import { formatMoney } from '@qadhya/domain';
import { DataTable } from '../../../components/ui/DataTable.tsx';
import { rowAction } from '../../../components/ui/row-action.tsx';
import { columnsFor, type AdminColumn } from '../../../components/ui/table-features.ts';

const col = columnsFor<AdminProduct>();

function columns(onEdit: (p: AdminProduct) => void): AdminColumn<AdminProduct>[] {
  return [
    col.display({
      id: 'image',
      header: () => <span className="visually-hidden">Photo</span>,
      cell: (c) => <img className="product-thumb" src={c.row.original.image} alt="" width={40} height={40} loading="lazy" />,
    }),
    col.accessor('name', { header: 'Produit', cell: (c) => <strong>{c.getValue()}</strong> }),
    col.accessor('marque', { header: 'Marque', cell: (c) => c.getValue() ?? '—' }),
    col.accessor('sku', { header: 'Code', cell: (c) => <code className="ui-mono">{c.getValue()}</code> }),
    col.accessor('ean', { header: 'EAN', cell: (c) => <code className="ui-mono">{c.getValue()}</code> }),
    col.accessor('category_name', { header: 'Catégorie' }),
    col.accessor('base_price', {
      header: 'Prix de base',
      cell: (c) => <span className="product-price">{formatMoney(c.getValue(), 'fr')}</span>,
    }),
    rowAction('Modifier', onEdit, (p) => `Modifier ${p.name}`),
  ];
}

/** One page of products (the server pages and searches). */
export function ProductTable({
  products,
  loading,
  onEdit,
}: {
  products: AdminProduct[];
  loading: boolean;
  onEdit: (p: AdminProduct) => void;
}) {
  return (
    <DataTable
      caption="Produits"
      columns={columns(onEdit)}
      sortable={false}
      data={products}
      getRowId={(p) => p.sku}
      loading={loading}
      emptyText="Aucun produit ne correspond."
    />
  );
}
