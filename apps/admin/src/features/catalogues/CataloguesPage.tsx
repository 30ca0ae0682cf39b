import type { CatalogueStatus } from '@qadhya/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FilterSelect } from '../../components/ui/FilterSelect.tsx';
import { NewButton } from '../../components/ui/NewButton.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { PagedList } from '../../components/ui/PagedList.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { fromFirstPage } from '../../lib/lists/list-page.ts';
import { cataloguesKey, listCatalogues } from './api/list-catalogues.ts';
import { CatalogueTable } from './components/CatalogueTable.tsx';
import { CreateCatalogueForm } from './components/CreateCatalogueForm.tsx';
import './catalogues.css';

const PAGE_SIZE = 20;
const STATUS_OPTIONS: { value: CatalogueStatus; label: string }[] = [
  { value: 'published', label: 'Publiés' },
  { value: 'draft', label: 'Brouillons' },
];

/** Weekly catalogues (admin, marketing): the list, newest weeks first, and a new week's draft. */
export default function CataloguesPage() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<CatalogueStatus | ''>('');
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    queryKey: [...cataloguesKey, page, status],
    queryFn: () => listCatalogues(page, PAGE_SIZE, status || undefined),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="ui-stack">
      <PageHeader
        title="Catalogues"
        description="Un catalogue par semaine, du mercredi au mardi. Les clients voient celui de la semaine prochaine dès le mardi à 13:00, une fois publié."
        actions={creating ? null : <NewButton onClick={() => setCreating(true)}>Nouveau catalogue</NewButton>}
      />
      {creating ? (
        <Panel title="Nouveau catalogue">
          <CreateCatalogueForm onCancel={() => setCreating(false)} />
        </Panel>
      ) : null}
      <Panel>
        <div className="ui-filters">
          <FilterSelect
            label="Statut"
            value={status}
            onChange={fromFirstPage(setStatus, setPage)}
            allLabel="Tous"
            options={STATUS_OPTIONS}
          />
        </div>
        <PagedList query={list} onPage={setPage}>
          <CatalogueTable rows={list.data?.items ?? []} loading={list.isPending} />
        </PagedList>
      </Panel>
    </div>
  );
}
