import { zodResolver } from '@hookform/resolvers/zod';
import { AuditQuery, type ApiKey, type Staff } from '@qadhya/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Select } from '../../../components/ui/Select.tsx';
import { frenchMessage } from '../../../lib/forms/french-errors.ts';
import type { AuditFilters as Filters } from '../api/list-audit.ts';

const Fields = AuditQuery.pick({ staff_id: true, api_key_id: true, entity: true, from: true, to: true });
const blank = (x: string) => (x.trim() === '' ? undefined : x.trim());

/** The form's text fields, '' for "any", checked by the server's own AuditQuery. */
const FilterForm = z
  .object({ staff_id: z.string(), api_key_id: z.string(), entity: z.string(), from: z.string(), to: z.string() })
  .transform((v): z.input<typeof Fields> => ({
    staff_id: blank(v.staff_id),
    api_key_id: blank(v.api_key_id),
    entity: blank(v.entity),
    from: blank(v.from),
    to: blank(v.to),
  }))
  .pipe(Fields)
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'La date de fin précède la date de début.', path: ['to'] });

type FormIn = z.input<typeof FilterForm>;
type FormOut = z.output<typeof FilterForm>;
const EMPTY: FormIn = { staff_id: '', api_key_id: '', entity: '', from: '', to: '' };

/** The entities the server writes to the log (docs/back-office.md#audit-log). */
export const AUDIT_ENTITIES = ['staff', 'api_key', 'catalogue', 'promo_day', 'product', 'store', 'stock', 'last_chance'];

export function AuditFilters({ staff, apiKeys, onApply }: { staff: Staff[]; apiKeys: ApiKey[]; onApply: (filters: Filters) => void }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(FilterForm), defaultValues: EMPTY });
  return (
    <form className="ui-filters" onSubmit={handleSubmit((v) => onApply(v))} noValidate aria-label="Filtres du journal">
      <Field label="Membre" error={frenchMessage(errors.staff_id?.message)}>
        <Select blank="Tous" options={staff.map((m) => ({ value: m.id, label: m.email }))} {...register('staff_id')} />
      </Field>
      {apiKeys.length ? (
        <Field label="Clé d’API" error={frenchMessage(errors.api_key_id?.message)}>
          <Select blank="Toutes" options={apiKeys.map((k) => ({ value: k.id, label: k.name }))} {...register('api_key_id')} />
        </Field>
      ) : null}
      <Field label="Élément" error={frenchMessage(errors.entity?.message)}>
        <input className="ui-input" list="audit-entities" placeholder="ex. staff" {...register('entity')} />
      </Field>
      <datalist id="audit-entities">
        {AUDIT_ENTITIES.map((e) => (
          <option key={e} value={e} />
        ))}
      </datalist>
      <Field label="Du" error={frenchMessage(errors.from?.message)}>
        <input className="ui-input" type="date" {...register('from')} />
      </Field>
      <Field label="Au" error={frenchMessage(errors.to?.message)}>
        <input className="ui-input" type="date" {...register('to')} />
      </Field>
      <Button type="submit" variant="primary">
        Filtrer
      </Button>
      <Button
        onClick={() => {
          reset(EMPTY);
          onApply({});
        }}
      >
        Effacer
      </Button>
    </form>
  );
}
