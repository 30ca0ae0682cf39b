import { BroadcastSchedule, type Broadcast, type BroadcastPreview } from '@qadhya/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';
import { audienceText, tunisLocalToIso } from './format.ts';

/** The rendered notification as a phone shows it. */
function Bubble({ lang, title, body }: { lang: 'fr' | 'ar'; title: string; body: string }) {
  return (
    <div className="bc-bubble" lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} data-testid={`bc-preview-${lang}`}>
      <img src="/icons/icon-192.png" alt="" width={32} height={32} />
      <div>
        <p className="bc-bubble-title">{title}</p>
        <p className="bc-bubble-body">{body}</p>
      </div>
    </div>
  );
}

/** When to send, as the datetime-local input gives it ('' : now). */
interface WhenForm {
  send_at: string;
}

/** Checked with the route's body schema (POST /admin/broadcasts/:id/schedule) once the Tunis wall time is an instant. */
const scheduleResolver = contractResolver<WhenForm, typeof BroadcastSchedule>({
  schema: BroadcastSchedule,
  toBody: (f) => ({ send_at: f.send_at ? (tunisLocalToIso(f.send_at) ?? f.send_at) : null }),
  texts: { send_at: 'Date et heure invalides.' },
});

/** « Aperçu »: who it reaches, how it reads in both languages, and when to send it. */
export function BroadcastPreviewPanel(props: {
  broadcast: Broadcast;
  preview: BroadcastPreview;
  busy: boolean;
  onSchedule: (sendAt: string | null) => void;
  onClose: () => void;
}) {
  const { broadcast: b, preview: p } = props;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<WhenForm, unknown, z.output<typeof BroadcastSchedule>>({ resolver: scheduleResolver, defaultValues: { send_at: '' } });
  const when = useWatch({ control, name: 'send_at' });
  // The checked body waiting for the confirmation (send_at null: now).
  const [confirm, setConfirm] = useState<z.output<typeof BroadcastSchedule> | null>(null);
  const later = Boolean(confirm?.send_at);
  return (
    <Panel
      title={`Aperçu : ${b.title_fr}`}
      actions={
        <Button size="sm" variant="ghost" onClick={props.onClose}>
          Fermer
        </Button>
      }
    >
      <p data-testid="bc-preview-count">
        <strong>{p.recipients}</strong> client{p.recipients === 1 ? '' : 's'} la recevront dans leurs notifications ({audienceText(b)}),
        dont <strong>{p.with_push}</strong> aussi en notification push. Au plus 3 push par client et par jour, jamais entre 22 h et 8 h
        (heure de Tunis).
      </p>
      <div className="bc-bubbles">
        <Bubble lang="fr" title={p.fr.title} body={p.fr.body} />
        <Bubble lang="ar" title={p.ar.title} body={p.ar.body} />
      </div>
      <p className="ui-muted">Au toucher : {p.link ?? 'l’écran des notifications'}</p>
      {b.status === 'draft' ? (
        <div className="ui-form-row">
          <Field label="Envoyer le (heure de Tunis)" error={errors.send_at?.message} hint="Vide : envoyer maintenant.">
            <input className="ui-input" type="datetime-local" {...register('send_at')} data-testid="bc-when" />
          </Field>
          <div className="ui-form-actions">
            <Button variant="primary" busy={props.busy} data-testid="bc-schedule" onClick={(e) => void handleSubmit(setConfirm)(e)}>
              {when ? 'Programmer' : 'Envoyer maintenant'}
            </Button>
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        title={later ? 'Programmer cette notification ?' : 'Envoyer cette notification maintenant ?'}
        confirmLabel={later ? 'Programmer' : 'Envoyer'}
        busy={props.busy}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          props.onSchedule(confirm?.send_at ?? null);
          setConfirm(null);
        }}
      >
        <p>
          {p.recipients} client{p.recipients === 1 ? '' : 's'} ({audienceText(b)}). Elle ne sera plus modifiable.
        </p>
      </ConfirmDialog>
    </Panel>
  );
}
