import type { AdminCatalogueDetail } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { publishCatalogue } from '../api/publish-catalogue.ts';
import { unpublishCatalogue } from '../api/unpublish-catalogue.ts';
import { frenchLongDate } from '../model/week.ts';

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

/** Publish (or take back to draft) after a confirmation that says what shoppers will see, and when. */
export function PublishControl({ catalogue }: { catalogue: AdminCatalogueDetail }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const published = catalogue.status === 'published';
  const mutation = useMutation({
    mutationFn: () => (published ? unpublishCatalogue(catalogue.id) : publishCatalogue(catalogue.id)),
    onSuccess: () => {
      setAsking(false);
      void queryClient.invalidateQueries({ queryKey: ['catalogues'] });
    },
  });
  return (
    <>
      <Button
        variant={published ? 'secondary' : 'primary'}
        onClick={() => {
          mutation.reset();
          setAsking(true);
        }}
      >
        {published ? 'Dépublier' : 'Publier'}
      </Button>
      <ConfirmDialog
        open={asking}
        title={published ? 'Dépublier ce catalogue ?' : 'Publier ce catalogue ?'}
        confirmLabel={published ? 'Dépublier' : 'Publier'}
        danger={published}
        busy={mutation.isPending}
        onConfirm={() => mutation.mutate()}
        onCancel={() => setAsking(false)}
      >
        {published ? (
          <p>Les clients ne le verront plus, ni les prix du catalogue de ses produits.</p>
        ) : (
          <p>
            Les clients verront « {catalogue.name} » ({plural(catalogue.page_count, 'page')}, {plural(catalogue.product_count, 'produit')})
            dans « Semaine prochaine » dès le {frenchLongDate(catalogue.visible_from)} à 13:00, puis dans « En cours » pendant sa semaine.
          </p>
        )}
        {mutation.isError ? <Notice tone="error">{errorText(mutation.error)}</Notice> : null}
      </ConfirmDialog>
    </>
  );
}
