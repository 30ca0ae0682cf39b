import { SupportReplyBody, type SupportRequestDetail } from '@qadhya/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../../components/ui/FormActions.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';
import { sendReply } from '../api/support.ts';

type Form = z.input<typeof SupportReplyBody>;
const newRequestId = () => `reply-${crypto.randomUUID()}`;
const fresh = (): Form => ({ body: '', request_id: newRequestId() });

/** Checked with the route's body schema (POST …/replies): the reply trimmed, 2 000 characters at most. */
const resolver = contractResolver<Form, typeof SupportReplyBody>({
  schema: SupportReplyBody,
  texts: { body: { too_small: 'Écrivez votre réponse.', too_big: '2 000 caractères au plus.' } },
});

/**
 * The reply box: sent once per request id (kept until the send succeeds, so a retry never answers
 * twice). A shopper reads it in their notifications, a visitor by e-mail.
 */
export function ReplyForm({ request, onSent }: { request: SupportRequestDetail; onSent: (detail: SupportRequestDetail) => void }) {
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Form, unknown, z.output<typeof SupportReplyBody>>({ resolver, defaultValues: fresh() });
  const send = useMutation({
    mutationFn: (body: z.output<typeof SupportReplyBody>) => sendReply(request.id, body),
    onSuccess: (detail) => {
      reset(fresh());
      setSent(true);
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
        setSent(false);
        void handleSubmit((body) => send.mutate(body))(e);
      }}
    >
      {sent ? <Notice tone="success">Réponse envoyée {request.guest ? 'par e-mail' : 'dans les notifications du client'}.</Notice> : null}
      {send.isError ? <Notice tone="error">{errorText(send.error)}</Notice> : null}
      <Field
        label="Votre réponse"
        error={errors.body?.message}
        hint={`Le client la recevra ${to}. Texte simple, 2 000 caractères au plus.`}
      >
        <textarea
          className="ui-textarea"
          rows={5}
          {...register('body')}
          lang={request.lang}
          dir={request.lang === 'ar' ? 'rtl' : undefined}
        />
      </Field>
      <FormActions submit="Envoyer la réponse" busy={send.isPending} />
    </form>
  );
}
