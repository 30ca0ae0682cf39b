import { zodResolver } from '@hookform/resolvers/zod';
import { AdminCatalogueUpdateRequest, type AdminCatalogueDetail } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BilingualFormField } from '../../../components/ui/BilingualFormField.tsx';
import { FormActions } from '../../../components/ui/FormActions.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { frenchMessage } from '../../../lib/forms/french-errors.ts';
import { catalogueKey } from '../api/get-catalogue.ts';
import { cataloguesKey } from '../api/list-catalogues.ts';
import { updateCatalogue } from '../api/update-catalogue.ts';

type Form = z.input<typeof AdminCatalogueUpdateRequest>;

/** Titles (French, Arabic: shoppers read both; an empty Arabic shows the French) and theme of a catalogue. */
export function TitlesForm({ catalogue }: { catalogue: AdminCatalogueDetail }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    control,
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
      <BilingualFormField
        control={control}
        label="Titre"
        fr="name"
        ar="name_ar"
        message={frenchMessage}
        render={(n, lang) => <input className={lang === 'ar' ? 'ui-input cat-ar' : 'ui-input'} {...register(n)} />}
      />
      <div className="ui-form-row">
        <Field label="Thème (facultatif)" error={frenchMessage(errors.theme?.message)}>
          <input className="ui-input" {...register('theme', { setValueAs: (v: string | null) => (v && v.trim() ? v : null) })} />
        </Field>
      </div>
      <FormActions submit="Enregistrer" busy={mutation.isPending} disabled={!isDirty} />
    </form>
  );
}
