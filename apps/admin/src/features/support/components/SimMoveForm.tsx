import { AdminSimStatusBody, type AdminSimReservation } from '@qadhya/contracts';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';
import { useStores } from '../../../lib/stores/use-stores.ts';
import { StoreOptions } from '../../../lib/stores/StoreOptions.tsx';
import { moveSimReservation } from '../api/sim-reservations.ts';
import { SIM_MOVE_TEXTS, type SimMove } from '../model/sim-labels.ts';

const NOTE_MAX = 500;
const newKey = (move: SimMove) => `sim-${move}-${crypto.randomUUID()}`;

/** The note, the store (for « prête »), the store list's filter (on screen only) and the request key. */
interface Form {
  note: string;
  magasin_code: string;
  filter: string;
  request_key: string;
}

/**
 * Checked with the route's body schema (POST /admin/sim-reservations/:id/status), plus what the
 * route asks beyond it: a refusal's reason.
 */
const moveResolver = (move: SimMove) =>
  contractResolver<Form, typeof AdminSimStatusBody>({
    schema: AdminSimStatusBody,
    toBody: (f) => ({
      status: move,
      ...(f.note.trim() ? { note: f.note } : {}),
      ...(move === 'prete' ? { magasin_code: f.magasin_code } : {}),
      request_key: f.request_key,
    }),
    rules: (f) => ({ note: move === 'refusee' && !f.note.trim() ? 'Écrivez le motif du refus : le client le lira.' : undefined }),
    texts: { note: `${NOTE_MAX} caractères au plus.`, magasin_code: 'Choisissez le magasin où la SIM attend le client.' },
  });

/**
 * One move of a reservation, opened by its button: the note (a refusal's reason, required; else
 * optional), the store for « prête ». The request key is made when the form opens and kept until
 * the move succeeds, so a retried click (lost answer, error) moves and notifies the shopper once.
 */
export function SimMoveForm({
  reservation,
  move,
  onDone,
  onFailed,
  onCancel,
}: {
  reservation: AdminSimReservation;
  move: SimMove;
  onDone: (next: AdminSimReservation) => void;
  onFailed: () => void;
  onCancel: () => void;
}) {
  const texts = SIM_MOVE_TEXTS[move];
  const [failure, setFailure] = useState<string | null>(null);
  const [defaultValues] = useState<Form>(() => ({
    note: '',
    magasin_code: reservation.store?.magasin_code ?? '',
    filter: '',
    request_key: newKey(move),
  }));
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting: busy },
  } = useForm<Form, unknown, z.output<typeof AdminSimStatusBody>>({
    resolver: moveResolver(move),
    defaultValues,
  });
  // The choice is drawn from its value: the stores arrive after the form, and the filter hides others.
  const [store, storeFilter] = useWatch({ control, name: ['magasin_code', 'filter'] });
  const stores = useStores();
  const shown = useMemo(() => {
    const q = storeFilter.trim().toLowerCase();
    const all = stores.data ?? [];
    return q ? all.filter((s) => s.magasin_code === store || `${s.storename} ${s.magasin_code} ${s.city}`.toLowerCase().includes(q)) : all;
  }, [stores.data, storeFilter, store]);

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      onDone(await moveSimReservation(reservation.id, body));
    } catch (e) {
      setFailure(errorText(e));
      onFailed();
    }
  });

  return (
    <form className="ui-form sim-move-form" noValidate aria-label={texts.button} onSubmit={(e) => void submit(e)}>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      {move === 'prete' ? (
        <div className="ui-form-row">
          <Field label="Filtrer les magasins" hint="Nom, code ou délégation.">
            <input className="ui-input" type="search" {...register('filter')} />
          </Field>
          <Field label="Magasin de retrait" error={errors.magasin_code?.message}>
            <select className="ui-select" {...register('magasin_code')} value={store} disabled={stores.isPending}>
              <StoreOptions stores={shown} placeholder={stores.isPending ? 'Chargement des magasins…' : 'Choisir un magasin…'} />
            </select>
          </Field>
        </div>
      ) : null}
      <Field label={texts.note} error={errors.note?.message} hint={`${texts.noteHint} ${NOTE_MAX} caractères au plus.`}>
        <textarea className="ui-textarea" rows={3} {...register('note')} />
      </Field>
      <div className="ui-form-actions">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Annuler
        </Button>
        <Button type="submit" variant={move === 'refusee' ? 'danger' : 'primary'} busy={busy}>
          {texts.confirm}
        </Button>
      </div>
    </form>
  );
}
