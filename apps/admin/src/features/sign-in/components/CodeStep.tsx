import { zodResolver } from '@hookform/resolvers/zod';
import { RecoveryCode, TotpCode, type StaffSession } from '@qadhya/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { frenchMessage } from '../../../lib/forms/french-errors.ts';
import { verify } from '../api/verify.ts';
import { sendCode } from './send-code.ts';

const TotpForm = z.object({ code: TotpCode });
const RecoveryForm = z.object({ code: RecoveryCode });
type Form = z.input<typeof TotpForm>;

/** Step 2 (TOTP enrolled): the 6-digit code of the app, or a recovery code. */
export function CodeStep({
  ticket,
  onSession,
  onRestart,
}: {
  ticket: string;
  onSession: (s: StaffSession) => void;
  onRestart: (why: string) => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Form>({ resolver: zodResolver(recovery ? RecoveryForm : TotpForm), defaultValues: { code: '' } });

  const submit = handleSubmit(({ code }) =>
    sendCode(() => verify({ ticket, code: code.trim() }), { onSession, onRestart, onError: (message) => setError('root', { message }) }),
  );

  return (
    <form className="ui-form" onSubmit={submit} noValidate>
      <h1 className="signin-title">Vérification en deux étapes</h1>
      <p className="ui-muted">
        {recovery
          ? 'Saisissez un de vos codes de secours (chacun ne sert qu’une fois).'
          : 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.'}
      </p>
      {errors.root?.message ? <Notice tone="error">{errors.root.message}</Notice> : null}
      {recovery ? (
        <Field label="Code de secours" error={frenchMessage(errors.code?.message)}>
          <input className="ui-input ui-mono" autoComplete="off" spellCheck={false} {...register('code')} />
        </Field>
      ) : (
        <Field label="Code à 6 chiffres" error={frenchMessage(errors.code?.message)}>
          <input className="ui-input ui-code-input" inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...register('code')} />
        </Field>
      )}
      <Button type="submit" variant="primary" busy={isSubmitting}>
        Se connecter
      </Button>
      <Button
        variant="ghost"
        onClick={() => {
          setRecovery((r) => !r);
          reset({ code: '' });
        }}
      >
        {recovery ? 'Utiliser le code de l’application' : 'Utiliser un code de secours'}
      </Button>
    </form>
  );
}
