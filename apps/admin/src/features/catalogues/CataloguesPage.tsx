import type { CatalogueStatus } from '@qadhya/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Pager } from '../../components/ui/Pager.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { errorText } from '../../lib/api/error-text.ts';
import { cataloguesKey, listCatalogues } from './api/list-catalogues.ts';
import { CatalogueTable } from './components/CatalogueTable.tsx';
import { CreateCatalogueForm } from './components/CreateCatalogueForm.tsx';
import './catalogues.css';

const PAGE_SIZE = 20;

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
        description="Un catalogue par semaine, du mercredi au mardi. Les clients voient celui de la semaine prochaine dès le mardi 13h, une fois publié."
        actions={
          creating ? null : (
            <Button variant="primary" onClick={() => setCreating(true)}>
              <Plus size={16} aria-hidden="true" />
              Nouveau catalogue
            </Button>
          )
        }
      />
      {creating ? (
        <Panel title="Nouveau catalogue">
          <CreateCatalogueForm onCancel={() => setCreating(false)} />
        </Panel>
      ) : null}
      <Panel>
        <div className="ui-filters">
          <label className="cat-inline-field">
            <span className="ui-label">Statut</span>
            <select
              className="ui-select"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as CatalogueStatus | '');
                setPage(1);
              }}
            >
              <option value="">Tous</option>
              <option value="published">Publiés</option>
              <option value="draft">Brouillons</option>
            </select>
          </label>
        </div>
        {list.isError ? <Notice tone="error">{errorText(list.error)}</Notice> : null}
        <CatalogueTable items={list.data?.items ?? []} loading={list.isPending} />
        {list.data ? <Pager page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} /> : null}
      </Panel>
    </div>
  );
}
