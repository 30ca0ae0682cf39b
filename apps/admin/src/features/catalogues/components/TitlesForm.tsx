import { zodResolver } from '@hookform/resolvers/zod';
import { AdminCatalogueUpdateRequest, type AdminCatalogueDetail } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../../components/ui/FormActions.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { frenchMessage } from '../../../lib/forms/french-errors.ts';
import { catalogueKey } from '../api/get-catalogue.ts';
import { cataloguesKey } from '../api/list-catalogues.ts';
import { updateCatalogue } from '../api/update-catalogue.ts';

type Form = z.input<typeof AdminCatalogueUpdateRequest>;

/** Titles (French, Arabic: shoppers read both) and theme of a catalogue. */
export function TitlesForm({ catalogue }: { catalogue: AdminCatalogueDetail }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm<Form>({
    resolver: zodResolver(AdminCatalogueUpdateRequest),
    defaultValues: { name: catalogue.name, name_ar: catalogue.name_ar ?? '', theme: catalogue.theme },
  });
  const mutation = useMutation({
    mutationFn: (body: Form) => updateCatalogue(catalogue.id, body),
    onSuccess: (next) => {
      queryClient.setQueryData(catalogueKey(catalogue.id), next);
      void queryClient.invalidateQueries({ queryKey: cataloguesKey, exact: false, refetchType: 'none' });
      reset({ name: next.name, name_ar: next.name_ar ?? '', theme: next.theme });
    },
  });
  return (
    <form
      className="ui-form"
      noValidate
      aria-label="Titres et thème du catalogue"
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      {mutation.isError ? <Notice tone="error">{errorText(mutation.error)}</Notice> : null}
      {mutation.isSuccess && !isDirty ? <Notice tone="success">Modifications enregistrées.</Notice> : null}
      <div className="ui-form-row">
        <Field label="Titre (français)" error={frenchMessage(errors.name?.message)}>
          <input className="ui-input" lang="fr" {...register('name')} />
        </Field>
        <Field label="Titre (arabe)" error={frenchMessage(errors.name_ar?.message)}>
          <input className="ui-input cat-ar" lang="ar" dir="rtl" {...register('name_ar')} />
        </Field>
        <Field label="Thème (facultatif)" error={frenchMessage(errors.theme?.message)}>
          <input className="ui-input" {...register('theme', { setValueAs: (v: string | null) => (v && v.trim() ? v : null) })} />
        </Field>
      </div>
      <FormActions submit="Enregistrer" busy={mutation.isPending} disabled={!isDirty} />
    </form>
  );
}
