import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminStore } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { BilingualFormField } from '../../../components/ui/BilingualFormField.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { frenchMessage } from '../../../lib/forms/french-errors.ts';
import { createStore } from '../api/create-store.ts';
import { adminStoresKey } from '../api/list-stores.ts';
import { updateStore } from '../api/update-store.ts';
import { DelegationSelect } from './DelegationSelect.tsx';
import { HoursEditor } from './HoursEditor.tsx';
import {
  EditStoreFormSchema,
  NewStoreFormSchema,
  emptyNewStore,
  formToCreate,
  formToUpdate,
  storeToEditForm,
  type NewStoreForm as Form,
} from './store-form.ts';

// Leaflet and its basemap are their own chunk, loaded when a store is opened.
const StoreMapPicker = lazy(() => import('./StoreMapPicker.tsx'));

/**
 * A store's names, address, phone, hours, temporary closing and map position (read-only for a store
 * manager); without `store`, a new store with its code and delegation (admin).
 */
export function StoreForm({
  store,
  canEdit,
  onClose,
  onCreated,
}: {
  store?: AdminStore;
  canEdit: boolean;
  onClose: () => void;
  onCreated?: (s: AdminStore) => void;
}) {
  const isNew = store === undefined;
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    reset,
    formState: { errors },
  } = useForm<Form>({
    resolver: zodResolver(isNew ? NewStoreFormSchema : EditStoreFormSchema),
    defaultValues: isNew ? emptyNewStore() : storeToEditForm(store),
  });
  const [lat, lng, name] = useWatch({ control, name: ['latitude', 'longitude', 'storename'] });
  const save = useMutation({
    mutationFn: (form: Form) => (isNew ? createStore(formToCreate(form)) : updateStore(store.magasin_code, formToUpdate(form))),
    onSuccess: (updated) => {
      void queryClient.invalidateQueries({ queryKey: adminStoresKey });
      if (isNew) {
        onCreated?.(updated);
        return;
      }
      setSaved(true);
      reset(storeToEditForm(updated));
    },
  });
  const err = (n: keyof Form) => frenchMessage(errors[n]?.message);
  return (
    <form
      className="ui-form"
      noValidate
      aria-label={isNew ? 'Nouveau magasin' : `Magasin ${store.storename}`}
      onSubmit={handleSubmit((v) => {
        setSaved(false);
        save.mutate(v);
      })}
    >
      {saved ? <Notice tone="success">Magasin enregistré.</Notice> : null}
      {save.isError ? <Notice tone="error">{errorText(save.error)}</Notice> : null}
      {!canEdit ? <Notice tone="info">Seul un administrateur peut modifier un magasin ; vous le voyez en lecture seule.</Notice> : null}
      <fieldset className="store-fieldset" disabled={!canEdit}>
        {isNew ? (
          <div className="ui-form-row">
            <Field
              label="Code du magasin"
              error={err('magasin_code')}
              hint="Le code que connaissent les caisses et l’ERP, par exemple AR12."
            >
              <input className="ui-input" autoComplete="off" {...register('magasin_code')} />
            </Field>
            <Field label="Délégation" error={err('delegation_id')}>
              <DelegationSelect
                {...register('delegation_id', { valueAsNumber: true })}
                onPlace={(la, ln) => {
                  setValue('latitude', la, { shouldValidate: true });
                  setValue('longitude', ln, { shouldValidate: true });
                }}
              />
            </Field>
          </div>
        ) : null}
        <BilingualFormField
          control={control}
          label="Nom"
          fr="storename"
          ar="storename_ar"
          message={frenchMessage}
          render={(n) => <input className="ui-input" {...register(n)} />}
        />
        <BilingualFormField
          control={control}
          label="Adresse"
          fr="address"
          ar="address_ar"
          message={frenchMessage}
          render={(n) => <input className="ui-input" {...register(n)} />}
        />
        <div className="ui-form-row">
          <Field label="Téléphone" error={err('phone')}>
            <input className="ui-input" type="tel" {...register('phone')} />
          </Field>
        </div>
        <label className="ui-check store-closed">
          <input type="checkbox" {...register('temporarily_closed')} />
          Fermé temporairement (les clients le voient fermé, quels que soient les horaires)
        </label>
        <div className="ui-columns store-columns">
          <HoursEditor register={register} control={control} errors={errors} />
          <div className="store-position">
            <p className="ui-label">Position</p>
            <Suspense fallback={<Spinner label="Chargement de la carte…" />}>
              <StoreMapPicker
                lat={lat}
                lng={lng}
                name={name || store?.storename || 'Nouveau magasin'}
                onMove={
                  canEdit
                    ? (la, ln) => {
                        setValue('latitude', la, { shouldDirty: true, shouldValidate: true });
                        setValue('longitude', ln, { shouldDirty: true, shouldValidate: true });
                      }
                    : undefined
                }
              />
            </Suspense>
            <p className="ui-hint">Faites glisser l’épingle ou cliquez sur la carte pour déplacer le magasin.</p>
            <div className="ui-form-row">
              <Field label="Latitude" error={err('latitude')}>
                <input className="ui-input" type="number" step="0.000001" {...register('latitude', { valueAsNumber: true })} />
              </Field>
              <Field label="Longitude" error={err('longitude')}>
                <input className="ui-input" type="number" step="0.000001" {...register('longitude', { valueAsNumber: true })} />
              </Field>
            </div>
          </div>
        </div>
      </fieldset>
      <div className="ui-form-actions">
        <Button onClick={onClose}>Fermer</Button>
        {canEdit ? (
          <Button type="submit" variant="primary" busy={save.isPending}>
            {isNew ? 'Créer le magasin' : 'Enregistrer'}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
