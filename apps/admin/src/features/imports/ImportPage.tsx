import { zodResolver } from '@hookform/resolvers/zod';
import { MagasinCode, type FeedResult, type ImportPreview } from '@qadhya/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/Button.tsx';
import { FormActions } from '../../components/ui/FormActions.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { isApiError } from '../../lib/api/api-error.ts';
import { errorText } from '../../lib/api/error-text.ts';
import { useStaff } from '../../lib/auth/session-context.tsx';
import { frenchMessage } from '../../lib/forms/french-errors.ts';
import { useStores } from '../../lib/stores/use-stores.ts';
import { StoreOptions } from '../../lib/stores/StoreOptions.tsx';
import { applyImport, previewImport, type ImportKind } from './api/run-import.ts';
import { ImportPreviewTable } from './components/ImportPreviewTable.tsx';
import { RowErrorsList } from './components/RowErrorsList.tsx';
import { rejectedRows } from './model/row-errors.ts';
import './imports.css';

const COLUMNS: Record<ImportKind, { label: string; header: string; example: string; note: string }> = {
  stock: {
    label: 'Stock',
    header: 'sku;stock',
    example: 'sku;stock\n100001;24\n100002;0',
    note: 'Les skus du fichier prennent ces quantités ; les autres gardent la leur.',
  },
  last_chance: {
    label: 'Dernière chance',
    header: 'sku;nouveau_pv;ancien_pv;stock',
    example: 'sku;nouveau_pv;ancien_pv;stock\n100001;1450;2900;6',
    note: 'Le fichier devient la liste complète des offres du magasin. Prix en millimes.',
  },
};

const ImportForm = z.object({
  kind: z.enum(['stock', 'last_chance']),
  store: MagasinCode,
  file: z.custom<FileList>((v) => typeof FileList !== 'undefined' && v instanceof FileList && v.length === 1, 'Choisissez un fichier CSV.'),
});
type Form = z.input<typeof ImportForm>;

interface Loaded {
  kind: ImportKind;
  store: string;
  fileName: string;
  csv: string;
  preview: ImportPreview;
}

/**
 * Stock and last-chance CSV imports (admin, a store manager for their own stores): pick the store
 * and the file, preview every line with its errors, apply all or nothing. docs/integrations.md#csv
 */
export default function ImportPage() {
  const staff = useStaff();
  const stores = useStores();
  const choices = (stores.data ?? []).filter((s) => staff.role !== 'store_manager' || staff.stores.includes(s.magasin_code));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [result, setResult] = useState<FeedResult | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Form>({
    resolver: zodResolver(ImportForm),
    defaultValues: { kind: 'stock', store: staff.role === 'store_manager' ? (staff.stores[0] ?? '') : '' },
  });
  const kind = useWatch({ control, name: 'kind' });

  const preview = useMutation({
    mutationFn: async (values: z.output<typeof ImportForm>) => {
      const file = values.file[0]!;
      const csv = await file.text();
      const answer = await previewImport(values.kind, values.store, csv);
      return { kind: values.kind, store: values.store, fileName: file.name, csv, preview: answer };
    },
    onMutate: () => {
      setLoaded(null);
      setResult(null);
    },
    onSuccess: setLoaded,
  });
  const apply = useMutation({
    mutationFn: (l: Loaded) => applyImport(l.kind, l.store, l.csv),
    onSuccess: (r) => {
      setResult(r);
      setLoaded(null);
    },
  });
  const refused = apply.isError && isApiError(apply.error) ? rejectedRows(apply.error.body) : [];

  return (
    <div className="ui-stack">
      <PageHeader
        title="Import stock et Dernière chance"
        description="Un fichier CSV par magasin, vérifié ligne par ligne avant d’être appliqué en entier (ou pas du tout). Les systèmes de l’enseigne peuvent aussi envoyer ces données par l’API d’intégration."
      />
      <Panel title="Fichier">
        <form className="ui-form" onSubmit={handleSubmit((v) => preview.mutate(v))} noValidate aria-label="Importer un fichier CSV">
          <fieldset className="ui-checks">
            <legend>Données</legend>
            {(Object.keys(COLUMNS) as ImportKind[]).map((k) => (
              <label key={k} className="ui-check">
                <input type="radio" value={k} {...register('kind')} />
                {COLUMNS[k].label}
              </label>
            ))}
          </fieldset>
          <div className="ui-form-row">
            <Field label="Magasin" error={frenchMessage(errors.store?.message) && 'Choisissez un magasin.'}>
              <select className="ui-select" {...register('store')}>
                <StoreOptions stores={choices} placeholder={staff.role !== 'store_manager' ? 'Choisir un magasin…' : null} />
              </select>
            </Field>
            <Field
              label="Fichier CSV"
              hint={`Première ligne : ${COLUMNS[kind].header} (séparateur ; ou ,)`}
              error={frenchMessage(errors.file?.message)}
            >
              <input className="ui-input" type="file" accept=".csv,text/csv,text/plain" {...register('file')} />
            </Field>
          </div>
          <details className="import-example">
            <summary>Exemple de fichier</summary>
            <pre>{COLUMNS[kind].example}</pre>
            <p className="ui-hint">{COLUMNS[kind].note}</p>
          </details>
          {preview.isError ? <Notice tone="error">{errorText(preview.error)}</Notice> : null}
          <FormActions submit="Prévisualiser" busy={preview.isPending} />
        </form>
      </Panel>

      {result ? (
        <Notice tone="success" title="Import appliqué">
          <p data-testid="import-result">
            {result.rows} ligne(s) reçue(s), {result.written} enregistrée(s)
            {result.removed ? `, ${result.removed} retirée(s) ou mise(s) à zéro` : ''}.
          </p>
        </Notice>
      ) : null}
      {refused.length ? (
        <RowErrorsList errors={refused} title="Import refusé : rien n’a été enregistré" />
      ) : apply.isError ? (
        <Notice tone="error">{errorText(apply.error)}</Notice>
      ) : null}

      {loaded ? (
        <Panel
          title={`Aperçu : ${loaded.fileName} → ${loaded.store}`}
          actions={
            <Button
              variant="primary"
              disabled={loaded.preview.errors.length > 0}
              busy={apply.isPending}
              onClick={() => apply.mutate(loaded)}
            >
              Appliquer l’import
            </Button>
          }
        >
          <div className="ui-stack">
            {loaded.preview.errors.length ? (
              <RowErrorsList
                errors={loaded.preview.errors}
                title={`${loaded.preview.errors.length} ligne(s) refusée(s) : corrigez le fichier, rien ne sera appliqué tant qu’il en reste`}
              />
            ) : (
              <Notice tone="info">{loaded.preview.rows.length} ligne(s) lue(s), aucune erreur. Vérifiez puis appliquez.</Notice>
            )}
            <ImportPreviewTable kind={loaded.kind} preview={loaded.preview} />
          </div>
        </Panel>
      ) : null}
    </div>
  );
}
