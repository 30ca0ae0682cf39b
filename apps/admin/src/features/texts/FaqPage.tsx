import type { FaqItemAdmin } from '@qadhya/contracts';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { errorText } from '../../lib/api/error-text.ts';
import { createFaq, deleteFaq, faqKey, listFaq, reorderFaq, updateFaq } from './api/texts.ts';
import { emptyFaq, FaqItemForm } from './components/FaqItemForm.tsx';
import './texts.css';

/** « FAQ »: the questions the app's FAQ shows, French and Arabic, in order; each edit is versioned (docs/help.md#faq-and-texts-editors). */
export default function FaqPage() {
  const queryClient = useQueryClient();
  const faq = useQuery({ queryKey: faqKey, queryFn: ({ signal }) => listFaq(signal) });
  const [openId, setOpenId] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<FaqItemAdmin | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: faqKey });
  const create = useMutation({
    mutationFn: createFaq,
    onSuccess: () => {
      setOpenId(null);
      setSaved('Question ajoutée à la fin de la FAQ.');
      void refresh();
    },
  });
  const update = useMutation({
    mutationFn: ({ item, body }: { item: FaqItemAdmin; body: Parameters<typeof updateFaq>[1] }) => updateFaq(item.id, body),
    onSuccess: (item) => {
      setOpenId(null);
      setSaved(`Question enregistrée (version ${item.version}).`);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteFaq(id),
    onSuccess: () => {
      setRemoving(null);
      setSaved('Question supprimée.');
      void refresh();
    },
    onError: () => setRemoving(null),
  });
  const order = useMutation({ mutationFn: reorderFaq, onSuccess: (data) => queryClient.setQueryData(faqKey, data) });
  const items = faq.data?.items ?? [];
  const moveItem = (index: number, step: -1 | 1) => {
    const ids = items.map((i) => i.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + step, 0, id!);
    order.mutate(ids);
  };
  const failure = create.error ?? update.error ?? remove.error ?? order.error;
  return (
    <div className="ui-stack">
      <PageHeader
        title="FAQ"
        description="Les questions fréquentes de l’application, en français et en arabe, dans l’ordre où les clients les lisent."
        actions={
          <Button variant="primary" onClick={() => setOpenId('new')}>
            Ajouter une question
          </Button>
        }
      />
      {saved ? <Notice tone="success">{saved}</Notice> : null}
      {failure ? <Notice tone="error">{errorText(failure)}</Notice> : null}
      {openId === 'new' ? (
        <Panel title="Nouvelle question">
          <FaqItemForm initial={emptyFaq()} submitLabel="Ajouter" busy={create.isPending} onSubmit={(d) => create.mutate(d)}>
            <Button onClick={() => setOpenId(null)}>Annuler</Button>
          </FaqItemForm>
        </Panel>
      ) : null}
      {faq.isError ? <Notice tone="error">{errorText(faq.error)}</Notice> : null}
      {faq.isPending ? <Spinner label="Chargement de la FAQ…" /> : null}
      {faq.data && items.length === 0 ? <Notice tone="info">La FAQ est vide : ajoutez la première question.</Notice> : null}
      <ol className="texts-faq-list" aria-label="Questions de la FAQ">
        {items.map((item, i) => (
          <li key={item.id}>
            <Panel>
              <div className="texts-faq-head">
                <span className="texts-faq-position">{i + 1}</span>
                <div className="texts-faq-questions">
                  <p className="texts-faq-q" lang="fr">
                    {item.question_fr}
                  </p>
                  <p className="texts-faq-q texts-faq-ar" lang="ar" dir="rtl">
                    {item.question_ar}
                  </p>
                  <p className="ui-muted texts-faq-meta">
                    {item.published ? <Badge tone="success">Visible</Badge> : <Badge tone="neutral">Masquée</Badge>} version {item.version}
                    {item.updated_by ? ` · modifiée par ${item.updated_by}` : ''}
                  </p>
                </div>
                <div className="texts-faq-buttons">
                  <button
                    type="button"
                    className="ui-icon-button"
                    aria-label={`Monter la question ${i + 1}`}
                    disabled={i === 0 || order.isPending}
                    onClick={() => moveItem(i, -1)}
                  >
                    <ArrowUp size={16} aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="ui-icon-button"
                    aria-label={`Descendre la question ${i + 1}`}
                    disabled={i === items.length - 1 || order.isPending}
                    onClick={() => moveItem(i, 1)}
                  >
                    <ArrowDown size={16} aria-hidden="true" />
                  </button>
                  <Button size="sm" onClick={() => setOpenId(openId === item.id ? null : item.id)} aria-expanded={openId === item.id}>
                    {openId === item.id ? 'Fermer' : 'Modifier'}
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setRemoving(item)}>
                    Supprimer
                  </Button>
                </div>
              </div>
              {openId === item.id ? (
                <FaqItemForm
                  key={item.version}
                  initial={item}
                  submitLabel="Enregistrer"
                  busy={update.isPending}
                  onSubmit={(d) => update.mutate({ item, body: { ...d, version: item.version } })}
                />
              ) : null}
            </Panel>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={removing !== null}
        title="Supprimer cette question ?"
        confirmLabel="Supprimer"
        danger
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id)}
      >
        <p>« {removing?.question_fr} » disparaîtra de la FAQ de l’application.</p>
      </ConfirmDialog>
    </div>
  );
}
