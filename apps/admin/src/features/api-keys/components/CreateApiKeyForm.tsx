import { API_SCOPES, ApiKeyCreateRequest } from '@qadhya/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../../components/ui/FormActions.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { OnceSecret } from '../../../components/ui/OnceSecret.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useCreateOnce } from '../../../lib/forms/use-create-once.ts';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';
import { StorePicker } from '../../../lib/stores/StorePicker.tsx';
import { apiKeysKey } from '../../../lib/api-keys/api-keys-key.ts';
import { createApiKey } from '../api/create-api-key.ts';
import { SCOPE_LABELS } from '../model/scopes.ts';

/** The body's fields, and whether the key is bound to stores (unticked: every store, `stores: []`). */
type Form = z.input<typeof ApiKeyCreateRequest> & { bound: boolean };
const EMPTY: Form = { name: '', scopes: [], stores: [], bound: false };

/** Checked with the route's body schema (POST /admin/api-keys); the name's message is zod's, in French. */
const resolver = contractResolver<Form, typeof ApiKeyCreateRequest>({
  schema: ApiKeyCreateRequest,
  toBody: ({ bound, ...body }) => ({ ...body, stores: bound ? body.stores : [] }),
  texts: { scopes: 'Choisissez au moins un droit.' },
});

/** A new key for a machine: name, scopes, optional stores → the key, shown once. */
export function CreateApiKeyForm() {
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<Form, unknown, z.output<typeof ApiKeyCreateRequest>>({ resolver, defaultValues: EMPTY });
  const bound = useWatch({ control, name: 'bound' });
  const { created, mutation, create } = useCreateOnce({ mutationFn: createApiKey, invalidate: apiKeysKey, onCreated: () => reset(EMPTY) });
  const submit = handleSubmit(create);
  return (
    <form className="ui-form" onSubmit={submit} noValidate aria-label="Créer une clé d’API">
      {created ? (
        <OnceSecret label={`Clé « ${created.api_key.name} »`} value={created.key}>
          Copiez-la dans la configuration du système concerné (en-tête <code>Authorization: Bearer …</code>) : seule son empreinte est
          gardée, elle ne sera plus jamais affichée.
        </OnceSecret>
      ) : null}
      {mutation.isError ? <Notice tone="error">{errorText(mutation.error)}</Notice> : null}
      <Field label="Nom" hint="Le système qui l’utilisera, ex. « ERP siège » ou « Caisses TN0001 »." error={errors.name?.message}>
        <input className="ui-input" autoComplete="off" {...register('name')} />
      </Field>
      <fieldset className="ui-checks">
        <legend>Droits (scopes)</legend>
        {API_SCOPES.map((scope) => (
          <label key={scope} className="ui-check">
            <input type="checkbox" value={scope} {...register('scopes')} />
            {SCOPE_LABELS[scope]} <code className="ui-mono ui-muted">{scope}</code>
          </label>
        ))}
        {errors.scopes ? <p className="ui-field-error">{errors.scopes.message}</p> : null}
      </fieldset>
      <label className="ui-check">
        <input type="checkbox" {...register('bound')} />
        Limiter la clé à certains magasins
      </label>
      {bound ? (
        <Controller
          control={control}
          name="stores"
          render={({ field }) => <StorePicker legend="Magasins autorisés" value={field.value ?? []} onChange={field.onChange} />}
        />
      ) : null}
      <FormActions submit="Créer la clé" busy={mutation.isPending} />
    </form>
  );
}
