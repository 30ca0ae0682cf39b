import { zodResolver } from '@hookform/resolvers/zod';
import { StaffLoginRequest, type StaffLoginStep } from '@qadhya/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { frenchMessage } from '../../../lib/forms/french-errors.ts';
import { login } from '../api/login.ts';

type Form = z.input<typeof StaffLoginRequest>;

/** Step 1: e-mail and password. */
export function PasswordStep({ onStep, notice }: { onStep: (step: StaffLoginStep) => void; notice?: string | null }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Form>({ resolver: zodResolver(StaffLoginRequest), defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      onStep(await login({ email: values.email.trim(), password: values.password }));
    } catch (error) {
      setError('root', { message: errorText(error) });
    }
  });

  return (
    <form className="ui-form" onSubmit={submit} noValidate>
      <h1 className="signin-title">Connexion au back office</h1>
      {notice ? <Notice tone="info">{notice}</Notice> : null}
      {errors.root?.message ? <Notice tone="error">{errors.root.message}</Notice> : null}
      <Field label="E-mail professionnel" error={frenchMessage(errors.email?.message)}>
        <input className="ui-input" type="email" autoComplete="username" {...register('email')} />
      </Field>
      <Field label="Mot de passe" error={frenchMessage(errors.password?.message)}>
        <input className="ui-input" type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      <Button type="submit" variant="primary" busy={isSubmitting}>
        Continuer
      </Button>
    </form>
  );
}
