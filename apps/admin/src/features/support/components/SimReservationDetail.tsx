import { SIM_MOVES, type AdminSimReservation } from '@qadhya/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { simKey, simListKey } from '../api/sim-reservations.ts';
import { when } from '../model/labels.ts';
import {
  DUPLICATE_TITLE,
  duplicateText,
  ID_LABELS,
  LINE_LABELS,
  SIM_MOVE_TEXTS,
  SIM_STATUS_LABELS,
  SIM_STATUS_TONES,
  type SimMove,
} from '../model/sim-labels.ts';
import { DetailPanel, Fact, ShopperFact } from './DetailParts.tsx';
import { SimIdNumber } from './SimIdNumber.tsx';
import { SimMoveForm } from './SimMoveForm.tsx';

/**
 * One SIM reservation: the whole request (the ID number masked, « Voir le numéro »), the shopper,
 * the duplicate warning when flagged (docs/mobile-offer.md#back-office), where it stands, and the moves SIM_MOVES allows from there, each with its form.
 */
export function SimReservationDetail({
  reservation: r,
  onClose,
  onOpen,
}: {
  reservation: AdminSimReservation;
  onClose: () => void;
  onOpen: (id: number) => void;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<SimMove | null>(null);
  const [moved, setMoved] = useState<string | null>(null);
  const moves = SIM_MOVES[r.status] as readonly SimMove[];
  const done = (next: AdminSimReservation) => {
    queryClient.setQueryData(simKey(next.id), next);
    void queryClient.invalidateQueries({ queryKey: simListKey });
    setOpen(null);
    setMoved(`Statut : ${SIM_STATUS_LABELS[next.status]}. Le client est prévenu dans ses notifications.`);
  };
  // Someone else may have moved it meanwhile (409): read it again, the buttons follow.
  const failed = () => {
    void queryClient.invalidateQueries({ queryKey: simKey(r.id) });
    void queryClient.invalidateQueries({ queryKey: simListKey });
  };
  return (
    <DetailPanel title={`Réservation SIM n° ${r.id}`} onClose={onClose}>
      <div className="support-detail-head">
        <Badge tone={SIM_STATUS_TONES[r.status]}>{SIM_STATUS_LABELS[r.status]}</Badge>
        <span className="ui-muted">Reçue le {when(r.created_at)}</span>
        {r.handled_by ? (
          <span className="ui-muted">
            Dernier changement le {when(r.updated_at)} par {r.handled_by}
          </span>
        ) : null}
      </div>
      {r.flagged ? (
        <Notice tone="warning" title={DUPLICATE_TITLE}>
          {duplicateText(r.duplicate_of)}{' '}
          {r.duplicate_of !== null ? (
            <button type="button" className="ui-button ui-button-ghost ui-button-sm" onClick={() => onOpen(r.duplicate_of!)}>
              Ouvrir la demande n° {r.duplicate_of}
            </button>
          ) : null}
        </Notice>
      ) : null}
      {moved ? <Notice tone="success">{moved}</Notice> : null}
      <dl className="ui-tiles support-facts">
        <Fact term="Demande">{r.ACTION}</Fact>
        <Fact term={LINE_LABELS[r.ACTION]} className="ui-mono">
          {r.LINE_NUMBER}
        </Fact>
        <Fact term="Nom">{r.LAST_NAME}</Fact>
        <Fact term="Prénom">{r.FIRST_NAME}</Fact>
        <Fact term="Adresse">{r.ADDRESS}</Fact>
        <Fact term={<>Pièce d’identité · {ID_LABELS[r.TYPE]}</>}>
          <SimIdNumber id={r.id} masked={r.NUMBER_IDENTITE} />
        </Fact>
        <Fact term="Compte client">
          <ShopperFact shopper={r.shopper} />
        </Fact>
        {r.store ? (
          <Fact term="Magasin de retrait">
            {r.store.storename} ({r.store.magasin_code})
          </Fact>
        ) : null}
        {r.status_note ? (
          <Fact term={r.status === 'refusee' ? 'Motif du refus' : 'Message au client'} className="support-body sim-note">
            {r.status_note}
          </Fact>
        ) : null}
      </dl>

      <div className="support-actions">
        {moves.length === 0 ? (
          <p className="ui-muted">
            {r.status === 'annulee' ? 'Le client a annulé cette demande.' : 'Cette demande est traitée : plus aucun changement de statut.'}
          </p>
        ) : (
          <div className="support-action-group" role="group" aria-label="Statut">
            {moves.map((m) => (
              <Button
                key={m}
                size="sm"
                variant={open === m ? 'primary' : 'secondary'}
                aria-expanded={open === m}
                onClick={() => {
                  setMoved(null);
                  setOpen(open === m ? null : m);
                }}
              >
                {SIM_MOVE_TEXTS[m].button}
              </Button>
            ))}
          </div>
        )}
      </div>
      {open ? <SimMoveForm key={open} reservation={r} move={open} onDone={done} onFailed={failed} onCancel={() => setOpen(null)} /> : null}
    </DetailPanel>
  );
}
