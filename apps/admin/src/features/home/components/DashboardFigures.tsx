import type { AdminDashboard } from '@qadhya/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/Badge.tsx';
import { DataTable } from '../../../components/ui/DataTable.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { columnsFor } from '../../../components/ui/table-features.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { dashboardKey, getDashboard } from '../api/get-dashboard.ts';
import { Figure } from './Figure.tsx';
import '../dashboard.css';

type Favourite = AdminDashboard['top_favourites'][number];
type StockOut = AdminDashboard['stock_outs']['items'][number];
const fav = columnsFor<Favourite>();
const out = columnsFor<StockOut>();

/** The bar beside a count, as a share of the largest (a plain CSS bar). */
function Bar({ value, max }: { value: number; max: number }) {
  return (
    <span className="dash-bar" aria-hidden="true">
      <span className="dash-bar-fill" style={{ width: `${max > 0 ? Math.max(4, (value / max) * 100) : 0}%` }} />
    </span>
  );
}

/** The figures that matter this morning (docs/back-office-screens.md#home-figures). */
export function DashboardFigures() {
  const dashboard = useQuery({ queryKey: dashboardKey, queryFn: getDashboard, refetchInterval: 60_000 });
  if (dashboard.isPending) return <Spinner label="Chargement des chiffres…" />;
  if (dashboard.isError) return <Notice tone="error">{errorText(dashboard.error)}</Notice>;
  const d = dashboard.data;
  const maxFav = Math.max(0, ...d.top_favourites.map((f) => f.favourites));
  const favColumns = [
    fav.accessor('name', { header: 'Produit', cell: (c) => <strong>{c.getValue()}</strong> }),
    fav.accessor('sku', { header: 'Code', cell: (c) => <code className="ui-mono">{c.getValue()}</code> }),
    fav.accessor('favourites', {
      header: 'Listes de favoris',
      cell: (c) => (
        <span className="dash-count">
          <Bar value={c.getValue()} max={maxFav} />
          {c.getValue()}
        </span>
      ),
    }),
  ];
  const outColumns = [
    out.accessor('storename', { header: 'Magasin' }),
    out.accessor('name', { header: 'Produit', cell: (c) => <strong>{c.getValue()}</strong> }),
    out.accessor('sku', { header: 'Code', cell: (c) => <code className="ui-mono">{c.getValue()}</code> }),
  ];
  return (
    <div className="ui-stack" data-testid="dashboard">
      {d.shoppers_active && d.scans ? (
        <div className="dash-figures">
          <Figure label="Clients actifs" today={d.shoppers_active.today} week={d.shoppers_active.last_7_days} testId="dash-shoppers" />
          <Figure label="Codes-barres scannés" today={d.scans.today} week={d.scans.last_7_days} testId="dash-scans" />
          <div className="dash-figure" data-testid="dash-stockouts">
            <p className="dash-figure-label">Ruptures du catalogue de la semaine</p>
            <p className="dash-figure-value">
              <span data-testid="dash-stockouts-count">{d.stock_outs.count}</span>
              <span className="dash-figure-unit"> produit{d.stock_outs.count > 1 ? 's' : ''} × magasin</span>
            </p>
            <p className="dash-figure-week">
              {d.stock_outs.catalogue_id === null ? 'Aucun catalogue en cours' : `Catalogue n° ${d.stock_outs.catalogue_id}`}
            </p>
          </div>
        </div>
      ) : null}
      <div className="ui-columns dash-columns">
        {d.shoppers_active ? (
          <Panel title="Produits les plus mis en favoris">
            <DataTable
              caption="Produits les plus mis en favoris"
              columns={favColumns}
              sortable={false}
              data={d.top_favourites}
              getRowId={(f) => f.sku}
              emptyText="Aucun favori pour l’instant."
            />
          </Panel>
        ) : null}
        <Panel
          title="Ruptures de stock du catalogue"
          actions={d.stock_outs.count > 0 ? <Badge tone="error">{d.stock_outs.count}</Badge> : <Badge tone="success">Aucune</Badge>}
        >
          <p className="ui-muted dash-note">
            Produits du catalogue de la semaine à zéro en stock{d.shoppers_active ? '' : ' dans vos magasins'}
            {d.stock_outs.count > d.stock_outs.items.length ? ` (les ${d.stock_outs.items.length} premiers)` : ''}.
          </p>
          <DataTable
            caption="Ruptures de stock des produits du catalogue"
            columns={outColumns}
            sortable={false}
            data={d.stock_outs.items}
            getRowId={(o) => `${o.magasin_code}-${o.sku}`}
            emptyText={d.stock_outs.catalogue_id === null ? 'Aucun catalogue cette semaine.' : 'Aucune rupture : tout est en rayon.'}
          />
        </Panel>
      </div>
    </div>
  );
}
