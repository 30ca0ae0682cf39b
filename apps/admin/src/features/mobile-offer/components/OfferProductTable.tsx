import type { AdminOfferProduct } from '@qadhya/contracts';
import { formatMoney } from '@qadhya/domain';
import { Button } from '../../../components/ui/Button.tsx';
import { DataTable } from '../../../components/ui/DataTable.tsx';
import { rowAction } from '../../../components/ui/row-action.tsx';
import { columnsFor, type AdminColumn } from '../../../components/ui/table-features.ts';
import { KIND_LABELS } from '../model/offer-form.ts';

const col = columnsFor<AdminOfferProduct>();

function columns(onEdit: (p: AdminOfferProduct) => void, onArchive: (p: AdminOfferProduct) => void): AdminColumn<AdminOfferProduct>[] {
  return [
    col.display({
      id: 'image',
      header: () => <span className="visually-hidden">Photo</span>,
      cell: (c) => <img className="product-thumb" src={c.row.original.image} alt="" width={40} height={40} loading="lazy" />,
    }),
    col.accessor('name', { header: 'Nom', cell: (c) => <strong>{c.getValue()}</strong> }),
    col.accessor('name_ar', {
      header: 'Nom (arabe)',
      cell: (c) =>
        c.getValue() ? (
          <span lang="ar" dir="rtl">
            {c.getValue()}
          </span>
        ) : (
          <span className="ui-muted">—</span>
        ),
    }),
    col.accessor('kind', { header: 'Catégorie', cell: (c) => KIND_LABELS[c.row.original.kind] }),
    col.accessor('sku', { header: 'Code', cell: (c) => <code className="ui-mono">{c.getValue()}</code> }),
    col.accessor('price', { header: 'Prix', cell: (c) => <span className="product-price">{formatMoney(c.getValue(), 'fr')}</span> }),
    col.accessor('position', { header: 'Ordre' }),
    rowAction('Modifier', onEdit, (p) => `Modifier ${p.name}`),
    col.display({
      id: 'archive',
      header: () => <span className="visually-hidden">Archiver</span>,
      cell: (c) => {
        const p = c.row.original;
        const label = p.archived ? 'Remettre en ligne' : 'Archiver';
        return (
          <Button size="sm" onClick={() => onArchive(p)} aria-label={`${label} ${p.name}`}>
            {label}
          </Button>
        );
      },
    }),
  ];
}

/** One page of the offer's lines (the server pages them). */
export function OfferProductTable({
  lines,
  loading,
  archived,
  onEdit,
  onArchive,
}: {
  lines: AdminOfferProduct[];
  loading: boolean;
  archived: boolean;
  onEdit: (p: AdminOfferProduct) => void;
  onArchive: (p: AdminOfferProduct) => void;
}) {
  return (
    <DataTable
      caption={archived ? 'Produits archivés de l’offre mobile' : 'Produits de l’offre mobile'}
      columns={columns(onEdit, onArchive)}
      sortable={false}
      data={lines}
      getRowId={(p) => p.sku}
      loading={loading}
      emptyText={archived ? 'Aucun produit archivé.' : 'Aucun produit dans l’offre pour ce filtre.'}
    />
  );
}
