import { zodResolver } from '@hookform/resolvers/zod';
import { StaffCreateRequest } from '@qadhya/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../../components/ui/FormActions.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { OnceSecret } from '../../../components/ui/OnceSecret.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useCreateOnce } from '../../../lib/forms/use-create-once.ts';
import { frenchMessage } from '../../../lib/forms/french-errors.ts';
import { StorePicker } from '../../../lib/stores/StorePicker.tsx';
import { createStaff } from '../api/create-staff.ts';
import { staffKey } from '../../../lib/staff/list-staff.ts';
import { RoleSelect } from './RoleSelect.tsx';

type Form = z.input<typeof StaffCreateRequest>;

/** New member: e-mail, role, stores (store managers) → the initial password, shown once. */
export function CreateStaffForm() {
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<Form>({ resolver: zodResolver(StaffCreateRequest), defaultValues: { email: '', role: 'marketing', stores: [] } });
  const role = useWatch({ control, name: 'role' });
  const { created, mutation, create } = useCreateOnce({
    mutationFn: createStaff,
    invalidate: staffKey,
    onCreated: () => reset({ email: '', role: 'marketing', stores: [] }),
  });

  const submit = handleSubmit((values) => create({ ...values, stores: values.role === 'store_manager' ? values.stores : [] }));

  return (
    <form className="ui-form" onSubmit={submit} noValidate aria-label="Ajouter un membre du personnel">
      {created ? (
        <OnceSecret label={`Mot de passe provisoire de ${created.staff.email}`} value={created.initial_password}>
          Transmettez-le à la personne : elle le remplacera à sa première connexion, puis activera la double authentification. Il ne sera
          plus affiché.
        </OnceSecret>
      ) : null}
      {mutation.isError ? <Notice tone="error">{errorText(mutation.error)}</Notice> : null}
      <div className="ui-form-row">
        <Field label="E-mail" error={frenchMessage(errors.email?.message)}>
          <input className="ui-input" type="email" autoComplete="off" {...register('email')} />
        </Field>
        <Field label="Rôle" error={frenchMessage(errors.role?.message)}>
          <RoleSelect {...register('role')} />
        </Field>
      </div>
      {role === 'store_manager' ? (
        <Controller
          control={control}
          name="stores"
          render={({ field, fieldState }) => (
            <StorePicker
              legend="Magasins gérés"
              value={field.value ?? []}
              onChange={field.onChange}
              error={frenchMessage(fieldState.error?.message)}
            />
          )}
        />
      ) : null}
      <FormActions submit="Créer le compte" busy={mutation.isPending} />
    </form>
  );
}
