import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { readSimIdNumber } from '../api/sim-reservations.ts';

/**
 * The ID number, masked; « Voir le numéro » asks the server for the whole one (each reading is
 * audited) and shows it in this view only: kept in this component's state, never in the query
 * cache, gone when the reservation is closed or another one is opened.
 */
export function SimIdNumber({ id, masked }: { id: number; masked: string }) {
  const [whole, setWhole] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reveal = async () => {
    setBusy(true);
    setError(null);
    try {
      setWhole((await readSimIdNumber(id)).NUMBER_IDENTITE);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="sim-id-number">
      <code className="ui-mono" data-testid="sim-id-number">
        {whole ?? masked}
      </code>
      {whole ? (
        <Button size="sm" variant="ghost" onClick={() => setWhole(null)}>
          Masquer
        </Button>
      ) : (
        <Button size="sm" busy={busy} onClick={() => void reveal()}>
          Voir le numéro
        </Button>
      )}
      {whole ? <span className="ui-hint">Lecture enregistrée dans le journal d’audit.</span> : null}
      {error ? (
        <span className="ui-field-error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
