import { zodResolver } from '@hookform/resolvers/zod';
import { AdminCatalogueCreateRequest } from '@qadhya/contracts';
import { isPlainDate } from '@qadhya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button.tsx';
import { BilingualFormField } from '../../../components/ui/BilingualFormField.tsx';
import { FormActions } from '../../../components/ui/FormActions.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { frenchMessage } from '../../../lib/forms/french-errors.ts';
import { createCatalogue } from '../api/create-catalogue.ts';
import { cataloguesKey } from '../api/list-catalogues.ts';
import { frenchLongDate, nextWeekStart, weekOf } from '../model/week.ts';

type Form = z.input<typeof AdminCatalogueCreateRequest>;

/** The chosen week as the server will compute it: Wednesday → Tuesday and the Tuesday 13:00 it shows. */
function WeekSummary({ date }: { date: string | undefined }) {
  if (!date || !isPlainDate(date)) return null;
  const w = weekOf(date);
  return (
    <div className="cat-week-summary" data-testid="week-summary" aria-live="polite">
      <strong>
        Semaine {w.week} ({w.isoYear}) : du {frenchLongDate(w.start)} au {frenchLongDate(w.end)}
      </strong>
      <span>Visible par les clients {frenchLongDate(w.visibleDay)} à 13:00, une fois publié.</span>
    </div>
  );
}

/** New week's catalogue: titles fr + ar (an empty Arabic shows the French), theme, any day of the week (next week by default). */
export function CreateCatalogueForm({ onCancel }: { onCancel: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Form>({
    resolver: zodResolver(AdminCatalogueCreateRequest),
    defaultValues: { name: '', name_ar: '', theme: null, date: nextWeekStart() },
  });
  const date = useWatch({ control, name: 'date' });
  const mutation = useMutation({
    mutationFn: createCatalogue,
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: cataloguesKey });
      void navigate(`/catalogues/${created.id}`);
    },
  });
  const submit = handleSubmit((values) => mutation.mutate(values));
  return (
    <form className="ui-form" onSubmit={submit} noValidate aria-label="Créer le catalogue d'une semaine">
      {mutation.isError ? <Notice tone="error">{errorText(mutation.error)}</Notice> : null}
      <BilingualFormField
        control={control}
        label="Titre"
        fr="name"
        ar="name_ar"
        message={frenchMessage}
        render={(n, lang) => <input className={lang === 'ar' ? 'ui-input cat-ar' : 'ui-input'} {...register(n)} />}
      />
      <div className="ui-form-row">
        <Field
          label="Thème (facultatif)"
          hint="Un texte court, par exemple « Spécial rentrée »."
          error={frenchMessage(errors.theme?.message)}
        >
          <input className="ui-input" {...register('theme', { setValueAs: (v: string | null) => (v && v.trim() ? v : null) })} />
        </Field>
        <Field
          label="Semaine (un jour de la semaine du catalogue)"
          hint="Une semaine de catalogue va du mercredi au mardi."
          error={frenchMessage(errors.date?.message ?? errors.root?.message)}
        >
          <input className="ui-input" type="date" {...register('date')} />
        </Field>
      </div>
      <WeekSummary date={date} />
      <FormActions submit="Créer le brouillon" busy={mutation.isPending}>
        <Button onClick={onCancel}>Annuler</Button>
      </FormActions>
    </form>
  );
}
