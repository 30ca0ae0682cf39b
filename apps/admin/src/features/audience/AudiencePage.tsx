import type { AudienceReport } from '@qadhya/contracts';
import { addDays, formatLongDate, formatNumber, parseTunisDateTime } from '@qadhya/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { DataTable, type DataTableProps } from '../../components/ui/DataTable.tsx';
import { FilterSelect } from '../../components/ui/FilterSelect.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { columnsFor } from '../../components/ui/table-features.ts';
import { errorText } from '../../lib/api/error-text.ts';
import { storeLabel, useStores } from '../../lib/stores/use-stores.ts';
import { audienceKey, getAudience } from './api/get-audience.ts';
import './audience.css';

/** One of the screen's tables in its panel, captioned by the panel's title, in the report's order. */
function TablePanel<T extends object>({ title, ...table }: { title: string } & Omit<DataTableProps<T>, 'caption' | 'sortable'>) {
  return (
    <Panel title={title}>
      <DataTable caption={title} sortable={false} {...table} />
    </Panel>
  );
}

type Product = AudienceReport['clicked'][number];
type Page = AudienceReport['pages'][number];
type Search = AudienceReport['empty_searches'][number];
type Campaign = AudienceReport['campaigns'][number];
const productCol = columnsFor<Product>();
const pageCol = columnsFor<Page>();
const searchCol = columnsFor<Search>();
const campaignCol = columnsFor<Campaign>();
const num = (n: number) => <span className="aud-num">{formatNumber(n, 'fr')}</span>;
const day = (d: string) => formatLongDate(parseTunisDateTime(d)!, 'fr', { year: true });

const productColumns = (what: string) => [
  productCol.accessor('name', { header: 'Produit', cell: (c) => <strong>{c.getValue() ?? 'Produit inconnu'}</strong> }),
  productCol.accessor('sku', { header: 'Code', cell: (c) => <code className="ui-mono">{c.getValue()}</code> }),
  productCol.accessor('events', { header: what, cell: (c) => num(c.getValue()) }),
];
const pageColumns = [
  pageCol.accessor('title', { header: 'Catalogue', cell: (c) => c.getValue() ?? `Catalogue n° ${c.row.original.catalogue_id}` }),
  pageCol.accessor('page', { header: 'Page', cell: (c) => num(c.getValue()) }),
  pageCol.accessor('events', { header: 'Vues', cell: (c) => num(c.getValue()) }),
];
const searchColumns = [
  searchCol.accessor('query', {
    header: 'Recherche',
    cell: (c) =>
      c.row.original.hashed ? <span className="ui-muted">Recherche anonyme ({c.getValue()}…)</span> : <strong>{c.getValue()}</strong>,
  }),
  searchCol.accessor('events', { header: 'Fois sans résultat', cell: (c) => num(c.getValue()) }),
];
const campaignColumns = [
  campaignCol.accessor('title', { header: 'Campagne', cell: (c) => c.getValue() ?? `Campagne n° ${c.row.original.campaign_id}` }),
  campaignCol.accessor('events', { header: 'Vues', cell: (c) => num(c.getValue()) }),
];

/** « Audience » (docs/tracker.md#audience): what shoppers opened, scanned and searched, per week and store. */
export default function AudiencePage() {
  // No week chosen: the server's this week (its clock), then the arrows move from the week shown.
  const [week, setWeek] = useState<string | null>(null);
  const [store, setStore] = useState('');
  const stores = useStores();
  const query = { ...(week ? { week } : {}), ...(store ? { store } : {}) };
  const audience = useQuery({ queryKey: audienceKey(query), queryFn: () => getAudience(query) });
  const r = audience.data;
  return (
    <div className="ui-stack" data-testid="audience">
      <PageHeader
        title="Audience"
        description="Mesure d’audience de l’application, sur nos seuls serveurs : comptages anonymes, et davantage pour les clients qui l’ont accepté."
      />
      <div className="aud-filters">
        <Button variant="secondary" disabled={!r} onClick={() => r && setWeek(addDays(r.start, -7))}>
          Semaine précédente
        </Button>
        <label className="ui-inline-field">
          <span className="ui-label">Semaine du</span>
          <input
            className="ui-input"
            type="date"
            value={week ?? r?.start ?? ''}
            onChange={(e) => e.target.value && setWeek(e.target.value)}
          />
        </label>
        <Button variant="secondary" disabled={!r} onClick={() => r && setWeek(addDays(r.start, 7))}>
          Semaine suivante
        </Button>
        <FilterSelect
          label="Magasin"
          value={store}
          onChange={setStore}
          allLabel="Tous les magasins"
          options={(stores.data ?? []).map((s) => ({ value: s.magasin_code, label: storeLabel(s) }))}
        />
      </div>
      {audience.isPending ? <Spinner label="Chargement de l’audience…" /> : null}
      {audience.isError ? <Notice tone="error">{errorText(audience.error)}</Notice> : null}
      {r ? (
        <>
          <p className="ui-muted" data-testid="audience-range">
            Du {day(r.start)} au {day(r.end)}
            {r.store ? ` — magasin ${r.store}` : ' — tous les magasins'}
          </p>
          <dl className="ui-tiles aud-figures">
            {(
              [
                ['Produits ouverts', r.totals.product_clicks],
                ['Scans', r.totals.scans],
                ['Pages de catalogue vues', r.totals.catalogue_pages],
                ['Recherches', r.totals.searches],
                ['Recherches sans résultat', r.totals.empty_searches],
                ['Parties jouées', r.totals.game_plays],
                ['Vues de campagnes', r.totals.campaign_views],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="ui-figure aud-figure">
                <dt>{label}</dt>
                <dd className="aud-figure-value">{num(value)}</dd>
              </div>
            ))}
          </dl>
          <div className="ui-columns aud-columns">
            <TablePanel
              title="Produits les plus ouverts"
              columns={productColumns('Ouvertures')}
              data={r.clicked}
              getRowId={(p) => p.sku}
              emptyText="Aucun produit ouvert cette semaine."
            />
            <TablePanel
              title="Produits les plus scannés"
              columns={productColumns('Scans')}
              data={r.scanned}
              getRowId={(p) => p.sku}
              emptyText="Aucun scan cette semaine."
            />
            <TablePanel
              title="Pages de catalogue vues"
              columns={pageColumns}
              data={r.pages}
              getRowId={(p) => `${p.catalogue_id}-${p.page}`}
              emptyText="Aucune page vue cette semaine."
            />
            <TablePanel
              title="Recherches sans résultat"
              columns={searchColumns}
              data={r.empty_searches}
              getRowId={(s) => s.query}
              emptyText="Toutes les recherches ont trouvé des produits."
            />
            <TablePanel
              title="Vues des campagnes"
              columns={campaignColumns}
              data={r.campaigns}
              getRowId={(c) => String(c.campaign_id)}
              emptyText="Aucune campagne vue cette semaine."
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
