import type { AdminSimReservation } from '@qadhya/contracts';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { storeLabel, useStores } from '../../../lib/stores/use-stores.ts';
import { moveSimReservation } from '../api/sim-reservations.ts';
import { SIM_MOVE_TEXTS, type SimMove } from '../model/sim-labels.ts';

const NOTE_MAX = 500;
const newKey = (move: SimMove) => `sim-${move}-${crypto.randomUUID()}`;

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
  const [requestKey] = useState(() => newKey(move));
  const [note, setNote] = useState('');
  const [store, setStore] = useState(reservation.store?.magasin_code ?? '');
  const [storeFilter, setStoreFilter] = useState('');
  const [errors, setErrors] = useState<{ note?: string; store?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stores = useStores();
  const shown = useMemo(() => {
    const q = storeFilter.trim().toLowerCase();
    const all = stores.data ?? [];
    return q ? all.filter((s) => s.magasin_code === store || `${s.storename} ${s.magasin_code} ${s.city}`.toLowerCase().includes(q)) : all;
  }, [stores.data, storeFilter, store]);

  const submit = async () => {
    const text = note.trim();
    const found: { note?: string; store?: string } = {};
    if (move === 'refusee' && !text) found.note = 'Écrivez le motif du refus : le client le lira.';
    if (text.length > NOTE_MAX) found.note = `${NOTE_MAX} caractères au plus.`;
    if (move === 'prete' && !store) found.store = 'Choisissez le magasin où la SIM attend le client.';
    setErrors(found);
    if (found.note || found.store) return;
    setBusy(true);
    setFailure(null);
    try {
      const next = await moveSimReservation(reservation.id, {
        status: move,
        ...(text ? { note: text } : {}),
        ...(move === 'prete' ? { magasin_code: store } : {}),
        request_key: requestKey,
      });
      onDone(next);
    } catch (e) {
      setFailure(errorText(e));
      onFailed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="ui-form sim-move-form"
      noValidate
      aria-label={texts.button}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      {move === 'prete' ? (
        <div className="ui-form-row">
          <Field label="Filtrer les magasins" hint="Nom, code ou délégation.">
            <input className="ui-input" type="search" value={storeFilter} onChange={(e) => setStoreFilter(e.target.value)} />
          </Field>
          <Field label="Magasin de retrait" error={errors.store}>
            <select
              className="ui-select"
              value={store}
              onChange={(e) => {
                setStore(e.target.value);
                setErrors((found) => ({ ...found, store: undefined }));
              }}
              disabled={stores.isPending}
            >
              <option value="">{stores.isPending ? 'Chargement des magasins…' : 'Choisir un magasin…'}</option>
              {shown.map((s) => (
                <option key={s.magasin_code} value={s.magasin_code}>
                  {storeLabel(s)}
                </option>
              ))}
            </select>
          </Field>
        </div>
      ) : null}
      <Field label={texts.note} error={errors.note} hint={`${texts.noteHint} ${NOTE_MAX} caractères au plus.`}>
        <textarea
          className="ui-textarea"
          rows={3}
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            setErrors((found) => ({ ...found, note: undefined }));
          }}
        />
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
