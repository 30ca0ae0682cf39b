import type { SupportRequestDetail } from '@qadhya/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { sendReply } from '../api/support.ts';

const newRequestId = () => `reply-${crypto.randomUUID()}`;

/**
 * The reply box: sent once per request id (kept until the send succeeds, so a retry never answers
 * twice). A shopper reads it in their notifications, a visitor by e-mail.
 */
export function ReplyForm({ request, onSent }: { request: SupportRequestDetail; onSent: (detail: SupportRequestDetail) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [requestId, setRequestId] = useState(newRequestId);
  const [sent, setSent] = useState(false);
  const send = useMutation({
    mutationFn: (body: string) => sendReply(request.id, { body, request_id: requestId }),
    onSuccess: (detail) => {
      setText('');
      setSent(true);
      setRequestId(newRequestId());
      onSent(detail);
    },
  });
  const to = request.guest ? `par e-mail à ${request.guest_email ?? 'ce visiteur'}` : 'dans ses notifications';
  return (
    <form
      className="ui-form"
      noValidate
      aria-label="Répondre"
      onSubmit={(e) => {
        e.preventDefault();
        setSent(false);
        const body = text.trim();
        if (!body) return setError('Écrivez votre réponse.');
        if (body.length > 2000) return setError('2 000 caractères au plus.');
        setError(undefined);
        send.mutate(body);
      }}
    >
      {sent ? <Notice tone="success">Réponse envoyée {request.guest ? 'par e-mail' : 'dans les notifications du client'}.</Notice> : null}
      {send.isError ? <Notice tone="error">{errorText(send.error)}</Notice> : null}
      <Field label="Votre réponse" error={error} hint={`Le client la recevra ${to}. Texte simple, 2 000 caractères au plus.`}>
        <textarea className="ui-textarea" rows={5} value={text} onChange={(e) => setText(e.target.value)} lang={request.lang} dir={request.lang === 'ar' ? 'rtl' : undefined} />
      </Field>
      <div className="ui-form-actions">
        <Button type="submit" variant="primary" busy={send.isPending}>
          Envoyer la réponse
        </Button>
      </div>
    </form>
  );
}
