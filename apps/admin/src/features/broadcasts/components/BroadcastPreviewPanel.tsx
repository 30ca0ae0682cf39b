import type { Broadcast, BroadcastPreview } from '@qadhya/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
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

/** « Aperçu »: who it reaches, how it reads in both languages, and when to send it. */
export function BroadcastPreviewPanel(props: {
  broadcast: Broadcast;
  preview: BroadcastPreview;
  busy: boolean;
  onSchedule: (sendAt: string | null) => void;
  onClose: () => void;
}) {
  const { broadcast: b, preview: p } = props;
  const [when, setWhen] = useState('');
  const [confirm, setConfirm] = useState<'now' | 'later' | null>(null);
  const [error, setError] = useState<string | undefined>();
  return (
    <Panel title={`Aperçu : ${b.title_fr}`} actions={<Button size="sm" variant="ghost" onClick={props.onClose}>Fermer</Button>}>
      <p data-testid="bc-preview-count">
        <strong>{p.recipients}</strong> client{p.recipients === 1 ? '' : 's'} la recevront dans leurs notifications ({audienceText(b)}), dont <strong>{p.with_push}</strong> aussi en notification
        push. Au plus 3 push par client et par jour, jamais entre 22 h et 8 h (heure de Tunis).
      </p>
      <div className="bc-bubbles">
        <Bubble lang="fr" title={p.fr.title} body={p.fr.body} />
        <Bubble lang="ar" title={p.ar.title} body={p.ar.body} />
      </div>
      <p className="ui-muted">Au toucher : {p.link ?? 'l’écran des notifications'}</p>
      {b.status === 'draft' ? (
        <div className="ui-form-row">
          <Field label="Envoyer le (heure de Tunis)" error={error} hint="Vide : envoyer maintenant.">
            <input className="ui-input" type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} data-testid="bc-when" />
          </Field>
          <div className="ui-form-actions">
            <Button
              variant="primary"
              busy={props.busy}
              data-testid="bc-schedule"
              onClick={() => {
                if (when && !tunisLocalToIso(when)) return setError('Date et heure invalides.');
                setError(undefined);
                setConfirm(when ? 'later' : 'now');
              }}
            >
              {when ? 'Programmer' : 'Envoyer maintenant'}
            </Button>
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'later' ? 'Programmer cette notification ?' : 'Envoyer cette notification maintenant ?'}
        confirmLabel={confirm === 'later' ? 'Programmer' : 'Envoyer'}
        busy={props.busy}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          props.onSchedule(confirm === 'later' ? tunisLocalToIso(when) : null);
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
