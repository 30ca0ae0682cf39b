import { CATALOGUE_UPLOAD, type AdminCatalogueDetail } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { Notice } from '../../../components/ui/Notice.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { catalogueKey } from '../api/get-catalogue.ts';
import { uploadPages } from '../api/upload-pages.ts';
import { ACCEPT, localProblem, MAX_SIZE } from '../model/pages-check.ts';
import { uploadErrorText } from '../model/upload-error.ts';

/** Upload the pages: one PDF (rendered on the server) or images in page order, by file input or drag-and-drop. */
export function PagesUpload({ catalogue, onUploaded }: { catalogue: AdminCatalogueDetail; onUploaded: () => void }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [over, setOver] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (files: File[]) => uploadPages(catalogue.id, files),
    onSuccess: (next) => {
      queryClient.setQueryData(catalogueKey(catalogue.id), next);
      void queryClient.invalidateQueries({ queryKey: ['catalogues'] });
      onUploaded();
    },
  });
  const send = (list: FileList | null) => {
    const files = [...(list ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'fr', { numeric: true }));
    const local = localProblem(files);
    setProblem(local);
    if (!local && files.length) mutation.mutate(files);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!mutation.isPending) send(e.dataTransfer.files);
  };
  return (
    <div className="cat-upload-wrap">
      <div
        className={`cat-upload${over ? ' cat-upload-over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="pages-dropzone"
      >
        <FileUp size={28} aria-hidden="true" />
        <p>
          <strong>Déposez ici le PDF du catalogue</strong> ou ses pages en images (PNG, JPEG, WebP, dans l’ordre des noms).
        </p>
        <label htmlFor={inputId} className="ui-button ui-button-secondary">
          Choisir des fichiers
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={ACCEPT}
          multiple
          disabled={mutation.isPending}
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => {
            send(e.target.files);
            e.target.value = '';
          }}
        />
        <p id={`${inputId}-hint`} className="ui-hint">
          {catalogue.page_count > 0
            ? `Un nouvel envoi remplace les ${catalogue.page_count} pages actuelles ; les zones des pages qui disparaissent sont supprimées.`
            : `Jusqu’à ${CATALOGUE_UPLOAD.maxPages} pages, ${MAX_SIZE} par fichier.`}
        </p>
      </div>
      {mutation.isPending ? <Spinner label="Envoi et rendu des pages en cours…" /> : null}
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {mutation.isError ? <Notice tone="error">{uploadErrorText(mutation.error)}</Notice> : null}
      {mutation.isSuccess ? (
        <Notice tone="success">{`${mutation.data.page_count} page${mutation.data.page_count > 1 ? 's' : ''} enregistrée${mutation.data.page_count > 1 ? 's' : ''}.`}</Notice>
      ) : null}
    </div>
  );
}
