import type { ApiKey } from '@qadhya/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Segmented } from '../../components/ui/Segmented.tsx';
import { PagedList } from '../../components/ui/PagedList.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { fromFirstPage } from '../../lib/lists/list-page.ts';
import { errorText } from '../../lib/api/error-text.ts';
import { apiKeysKey } from '../../lib/api-keys/api-keys-key.ts';
import { listApiKeys, type KeyFilter } from './api/list-api-keys.ts';
import { revokeApiKey } from './api/revoke-api-key.ts';
import { ApiKeysTable } from './components/ApiKeysTable.tsx';
import { CreateApiKeyForm } from './components/CreateApiKeyForm.tsx';

const PAGE_SIZE = 20;
const FILTERS: { value: KeyFilter; label: string }[] = [
  { value: 'live', label: 'Actives' },
  { value: 'revoked', label: 'Révoquées' },
  { value: 'all', label: 'Toutes' },
];

/** API keys (admin): the chain's systems' keys, their scopes and stores; created once, revoked at once. */
export default function ApiKeysPage() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<KeyFilter>('live');
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const keys = useQuery({
    queryKey: [...apiKeysKey, page, filter],
    queryFn: () => listApiKeys(page, PAGE_SIZE, filter),
    placeholderData: keepPreviousData,
  });
  const revoke = useMutation({
    mutationFn: (key: ApiKey) => revokeApiKey(key.id),
    onSettled: () => {
      setRevoking(null);
      void queryClient.invalidateQueries({ queryKey: apiKeysKey });
    },
  });
  return (
    <div className="ui-stack">
      <PageHeader
        title="Clés d’API"
        description="Les clés des systèmes de l’enseigne (ERP, caisses, magasins) qui alimentent l’application : stock, Dernière chance, produits et prix."
      />
      <Panel title="Nouvelle clé">
        <CreateApiKeyForm />
      </Panel>
      <Panel
        title="Clés existantes"
        actions={<Segmented label="Afficher" options={FILTERS} value={filter} onChange={fromFirstPage(setFilter, setPage)} />}
      >
        <PagedList query={keys} onPage={setPage} notice={revoke.isError ? <Notice tone="error">{errorText(revoke.error)}</Notice> : null}>
          <ApiKeysTable keys={keys.data?.items ?? []} loading={keys.isPending} onRevoke={setRevoking} />
        </PagedList>
      </Panel>
      <ConfirmDialog
        open={revoking !== null}
        title="Révoquer cette clé ?"
        confirmLabel="Révoquer"
        danger
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      >
        La clé « {revoking?.name} » cessera de fonctionner immédiatement : le système qui l’utilise recevra des erreurs 401 jusqu’à ce qu’on
        lui en donne une nouvelle. Cette action est définitive.
      </ConfirmDialog>
    </div>
  );
}
