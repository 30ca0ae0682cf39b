import { zodResolver } from '@hookform/resolvers/zod';
import { StaffPasswordChangeRequest } from '@qadhya/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/Button.tsx';
import { FormActions } from '../../components/ui/FormActions.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { errorText } from '../../lib/api/error-text.ts';
import { useSession } from '../../lib/auth/session-context.tsx';
import { frenchMessage } from '../../lib/forms/french-errors.ts';
import { changePassword } from './api/change-password.ts';
import './sign-in.css';

type Form = z.input<typeof StaffPasswordChangeRequest>;

/**
 * One's own password. `forced`: right after signing in with an initial password (the server answers
 * nothing else until it is changed), shown alone instead of the frame.
 */
export function PasswordChangePage({ forced = false }: { forced?: boolean }) {
  const { updateStaff, signOut } = useSession();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Form>({ resolver: zodResolver(StaffPasswordChangeRequest), defaultValues: { current_password: '', new_password: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      const staff = await changePassword(values);
      reset();
      setDone(true);
      updateStaff(staff);
    } catch (error) {
      setError('root', { message: errorText(error) });
    }
  });

  const form = (
    <form className="ui-form" onSubmit={submit} noValidate>
      {done ? <Notice tone="success">Mot de passe changé. Vos autres sessions sont fermées.</Notice> : null}
      {errors.root?.message ? <Notice tone="error">{errors.root.message}</Notice> : null}
      <Field label={forced ? 'Mot de passe reçu' : 'Mot de passe actuel'} error={frenchMessage(errors.current_password?.message)}>
        <input className="ui-input" type="password" autoComplete="current-password" {...register('current_password')} />
      </Field>
      <Field
        label="Nouveau mot de passe"
        hint="Au moins 12 caractères : une phrase facile à retenir convient."
        error={frenchMessage(errors.new_password?.message)}
      >
        <input className="ui-input" type="password" autoComplete="new-password" {...register('new_password')} />
      </Field>
      <FormActions submit="Changer le mot de passe" busy={isSubmitting}>
        {forced ? <Button onClick={() => void signOut()}>Se déconnecter</Button> : null}
      </FormActions>
    </form>
  );

  if (forced) {
    return (
      <div className="signin-page">
        <main className="signin-card">
          <h1 className="signin-title">Choisissez votre mot de passe</h1>
          <p className="ui-muted" style={{ margin: 'var(--space-2) 0 var(--space-4)' }}>
            Vous vous êtes connecté avec un mot de passe provisoire. Remplacez-le par le vôtre pour continuer.
          </p>
          {form}
        </main>
      </div>
    );
  }
  return (
    <div className="ui-stack">
      <PageHeader title="Mot de passe" description="Changer votre mot de passe ferme vos autres sessions." />
      <Panel>
        <div style={{ maxWidth: 420 }}>{form}</div>
      </Panel>
    </div>
  );
}
