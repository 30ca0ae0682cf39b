import type { ContentDoc, ContentVersionAdmin } from '@qadhya/contracts';
import { formatDateTime, formatLongDate } from '@qadhya/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { Segmented } from '../../components/ui/Segmented.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { errorText } from '../../lib/api/error-text.ts';
import { createDraft, listVersions, publishVersion, updateDraft, versionsKey } from './api/texts.ts';
import { VersionForm } from './components/VersionForm.tsx';
import './texts.css';

const DOCS: { value: ContentDoc; label: string }[] = [
  { value: 'cgu', label: 'Conditions d’utilisation' },
  { value: 'legal', label: 'Mentions légales' },
  { value: 'privacy', label: 'Confidentialité' },
];
/** An instant as read in Tunis, « 24/11/2026 14:05 »; a calendar day in words, « 2 décembre 2026 » (docs/formats.md). */
const dayTime = (iso: string) => formatDateTime(iso, 'fr');
const plainDay = (d: string) => formatLongDate(d, 'fr', { year: true, weekday: false });

/**
 * « Textes légaux »: the terms, legal notices and privacy policy, versioned. A draft is edited, then
 * published; a published version never changes (docs/help.md#faq-and-texts-editors).
 */
export default function LegalTextsPage() {
  const queryClient = useQueryClient();
  const [doc, setDoc] = useState<ContentDoc>('cgu');
  const [reading, setReading] = useState<number | null>(null);
  const [publishing, setPublishing] = useState<ContentVersionAdmin | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const versions = useQuery({ queryKey: versionsKey(doc), queryFn: ({ signal }) => listVersions(doc, signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: versionsKey(doc) });
  const items = versions.data?.items ?? [];
  const draft = items.find((v) => v.published_at === null) ?? null;
  const latest = items.find((v) => v.published_at !== null) ?? null;
  const make = useMutation({
    mutationFn: () =>
      createDraft(doc, { body_fr: latest?.body_fr ?? '', body_ar: latest?.body_ar ?? '', effective_on: latest?.effective_on ?? '' }),
    onSuccess: () => void refresh(),
  });
  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateDraft>[2]) => updateDraft(doc, draft!.version, body),
    onSuccess: (v) => {
      setSaved(`Brouillon de la version ${v.version} enregistré.`);
      void refresh();
    },
  });
  const publish = useMutation({
    mutationFn: (v: ContentVersionAdmin) => publishVersion(doc, v.version),
    onSuccess: (v) => {
      setPublishing(null);
      setSaved(`Version ${v.version} publiée : les clients la lisent désormais.`);
      void refresh();
    },
    onError: () => setPublishing(null),
  });
  const failure = make.error ?? save.error ?? publish.error;
  const shown = items.find((v) => v.version === reading) ?? null;
  const docLabel = DOCS.find((d) => d.value === doc)!.label;
  return (
    <div className="ui-stack">
      <PageHeader
        title="Textes légaux"
        description="Conditions d’utilisation, mentions légales et politique de confidentialité, en français et en arabe. Une version publiée ne se modifie plus : chaque changement est une nouvelle version."
      />
      <Segmented<ContentDoc>
        label="Texte"
        value={doc}
        onChange={(d) => {
          setDoc(d);
          setReading(null);
          setSaved(null);
        }}
        options={DOCS}
      />
      {saved ? <Notice tone="success">{saved}</Notice> : null}
      {failure ? <Notice tone="error">{errorText(failure)}</Notice> : null}
      {versions.isError ? <Notice tone="error">{errorText(versions.error)}</Notice> : null}
      {versions.isPending ? <Spinner label="Chargement des versions…" /> : null}
      {versions.data ? (
        draft ? (
          <Panel title={`${docLabel} — brouillon de la version ${draft.version}`}>
            {doc === 'cgu' ? (
              <Notice tone="info">Une fois publiée, cette version sera proposée une fois à chaque client, qui devra l’accepter.</Notice>
            ) : null}
            <VersionForm
              key={`${doc}-${draft.version}`}
              initial={draft}
              busy={save.isPending}
              submitLabel="Enregistrer le brouillon"
              onSubmit={(b) => save.mutate(b)}
            >
              <Button onClick={() => setPublishing(draft)}>Publier la version {draft.version}</Button>
            </VersionForm>
          </Panel>
        ) : (
          <Panel title={docLabel}>
            <p className="ui-muted">
              {latest ? `Version ${latest.version} en ligne depuis le ${dayTime(latest.published_at!)}.` : 'Aucune version publiée.'}
            </p>
            <Button variant="primary" busy={make.isPending} onClick={() => make.mutate()}>
              {latest ? `Préparer la version ${latest.version + 1}` : 'Rédiger la première version'}
            </Button>
          </Panel>
        )
      ) : null}
      {items.length > 0 ? (
        <Panel title="Versions">
          <div className="ui-table-wrap">
            <table className="ui-table">
              <thead>
                <tr>
                  <th scope="col">Version</th>
                  <th scope="col">État</th>
                  <th scope="col">En vigueur le</th>
                  <th scope="col">Rédigée par</th>
                  <th scope="col">
                    <span className="visually-hidden">Lire</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((v) => (
                  <tr key={v.version}>
                    <td>{v.version}</td>
                    <td>
                      {v.published_at ? (
                        <Badge tone="success">Publiée le {dayTime(v.published_at)}</Badge>
                      ) : (
                        <Badge tone="warning">Brouillon</Badge>
                      )}
                    </td>
                    <td>{plainDay(v.effective_on)}</td>
                    <td>{v.created_by ?? '—'}</td>
                    <td>
                      {v.published_at ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-expanded={reading === v.version}
                          onClick={() => setReading(reading === v.version ? null : v.version)}
                        >
                          {reading === v.version ? 'Fermer' : `Lire la version ${v.version}`}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {shown ? (
            <div className="texts-side-by-side texts-read">
              <div lang="fr" className="texts-read-body" tabIndex={0} aria-label="Texte en français">
                {shown.body_fr}
              </div>
              <div lang="ar" dir="rtl" className="texts-read-body" tabIndex={0} aria-label="Texte en arabe">
                {shown.body_ar}
              </div>
            </div>
          ) : null}
        </Panel>
      ) : null}
      <ConfirmDialog
        open={publishing !== null}
        title={`Publier la version ${publishing?.version ?? ''} ?`}
        confirmLabel="Publier"
        busy={publish.isPending}
        onCancel={() => setPublishing(null)}
        onConfirm={() => publishing && publish.mutate(publishing)}
      >
        <p>
          Les clients liront aussitôt cette version de « {docLabel} ». Elle ne pourra plus être modifiée
          {doc === 'cgu' ? ' et chaque client devra l’accepter une fois' : ''}.
        </p>
      </ConfirmDialog>
    </div>
  );
}
