import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BackLink } from '../../components/ui/BackLink.tsx';
import { loadedItem, useIdParam } from '../../components/ui/loaded-item.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { catalogueKey, getCatalogue } from './api/get-catalogue.ts';
import { CataloguePreview } from './components/CataloguePreview.tsx';
import { CatalogueProductsTable } from './components/CatalogueProductsTable.tsx';
import { PageThumbnails } from './components/PageThumbnails.tsx';
import { PagesUpload } from './components/PagesUpload.tsx';
import { PublishControl } from './components/PublishControl.tsx';
import { StatusBadge } from './components/StatusBadge.tsx';
import { TitlesForm } from './components/TitlesForm.tsx';
import { ZoneEditor } from './components/ZoneEditor.tsx';
import { frenchLongDate } from './model/week.ts';
import './catalogues.css';

const TABS = [
  { id: 'pages', label: 'Pages et zones' },
  { id: 'products', label: 'Produits et prix' },
  { id: 'preview', label: 'Aperçu' },
  { id: 'details', label: 'Titres et thème' },
];

/** One week's catalogue: pages (PDF or images), zones with prices, products, preview, publication. */
export default function CatalogueDetailPage() {
  const { id, valid } = useIdParam();
  const [tab, setTab] = useState('pages');
  const [page, setPage] = useState(1);
  const catalogue = useQuery({ queryKey: catalogueKey(id), queryFn: () => getCatalogue(id), enabled: valid });
  const back = <BackLink to="/catalogues">Tous les catalogues</BackLink>;
  const loaded = loadedItem(catalogue, { valid, back, missing: 'Ce catalogue n’existe pas.', loading: 'Chargement du catalogue…' });
  if (loaded.view) return loaded.view;
  const c = loaded.data;
  const current = c.pages.find((p) => p.page === page) ?? c.pages[0];
  return (
    <div className="ui-stack">
      {back}
      <PageHeader
        title={`${c.name} — semaine ${c.week}`}
        description={
          <span className="cat-head-meta">
            <StatusBadge status={c.status} />
            <span>
              Du {frenchLongDate(c.oc_debut)} au {frenchLongDate(c.oc_fin)} · visible par les clients {frenchLongDate(c.visible_from)} à
              13:00
            </span>
            {c.name_ar ? (
              <span lang="ar" dir="rtl" className="cat-ar">
                {c.name_ar}
              </span>
            ) : null}
          </span>
        }
        actions={<PublishControl catalogue={c} />}
      />
      <Tabs label="Sections du catalogue" tabs={TABS} selected={tab} onSelect={setTab}>
        {tab === 'pages' ? (
          <div className="ui-stack">
            <Panel title={`Pages (${c.page_count})`}>
              <PagesUpload catalogue={c} onUploaded={() => setPage(1)} />
              {c.pages.length ? <PageThumbnails pages={c.pages} selected={current?.page ?? 1} onSelect={setPage} /> : null}
            </Panel>
            {current ? (
              <Panel title={`Zones de la page ${current.page}`}>
                <ZoneEditor key={`${c.id}-${current.page}-${current.img}`} catalogueId={c.id} page={current} />
              </Panel>
            ) : null}
          </div>
        ) : null}
        {tab === 'products' ? (
          <Panel title={`Produits et prix (${c.product_count})`}>
            <CatalogueProductsTable catalogueId={c.id} />
          </Panel>
        ) : null}
        {tab === 'preview' ? (
          <Panel title="Aperçu comme le client le verra">
            <CataloguePreview catalogue={c} />
          </Panel>
        ) : null}
        {tab === 'details' ? (
          <Panel title="Titres et thème">
            <TitlesForm catalogue={c} />
          </Panel>
        ) : null}
      </Tabs>
    </div>
  );
}
