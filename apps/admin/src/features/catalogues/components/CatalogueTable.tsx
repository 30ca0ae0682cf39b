import type { AdminCatalogue } from '@qadhya/contracts';
import { Link } from 'react-router';
import { byId, tableOf } from '../../../components/ui/DataTable.tsx';
import { columnsFor, type AdminColumn } from '../../../components/ui/table-features.ts';
import { frenchShortDate } from '../model/week.ts';
import { StatusBadge } from './StatusBadge.tsx';

const col = columnsFor<AdminCatalogue>();

const columns: AdminColumn<AdminCatalogue>[] = [
  col.accessor('week', {
    header: 'Semaine',
    cell: (c) => (
      <Link to={`/catalogues/${c.row.original.id}`} className="cat-week-link">
        S{String(c.getValue()).padStart(2, '0')} · {c.row.original.iso_year}
      </Link>
    ),
  }),
  col.accessor((c) => c.oc_debut, {
    id: 'dates',
    header: 'Du → au',
    cell: (c) => `${frenchShortDate(c.row.original.oc_debut)} → ${frenchShortDate(c.row.original.oc_fin)}`,
  }),
  col.accessor('name', {
    header: 'Titre',
    cell: (c) => (
      <div className="cat-titles">
        <strong>{c.getValue()}</strong>
        {c.row.original.name_ar ? (
          <span lang="ar" dir="rtl" className="cat-ar">
            {c.row.original.name_ar}
          </span>
        ) : null}
        {c.row.original.theme ? <span className="ui-muted">{c.row.original.theme}</span> : null}
      </div>
    ),
  }),
  col.accessor('status', { header: 'Statut', cell: (c) => <StatusBadge status={c.getValue()} /> }),
  col.accessor('page_count', { header: 'Pages' }),
  col.accessor('product_count', { header: 'Produits' }),
  col.display({
    id: 'open',
    header: () => <span className="visually-hidden">Actions</span>,
    cell: (c) => (
      <Link
        to={`/catalogues/${c.row.original.id}`}
        className="ui-button ui-button-secondary ui-button-sm"
        aria-label={`Ouvrir le catalogue de la semaine ${c.row.original.week} (${c.row.original.iso_year})`}
      >
        Ouvrir
      </Link>
    ),
  }),
];

/** Catalogues of one server page, newest weeks first (the server's order). */
export const CatalogueTable = tableOf<AdminCatalogue>({
  caption: 'Catalogues hebdomadaires',
  columns,
  sortable: false,
  getRowId: byId,
  emptyText: 'Aucun catalogue.',
});
