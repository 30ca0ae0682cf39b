import { zodResolver } from '@hookform/resolvers/zod';
import { TotpCode, type StaffSession } from '@qadhya/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { frenchMessage } from '../../../lib/forms/french-errors.ts';
import { enrol } from '../api/enrol.ts';
import { sendCode } from './send-code.ts';

const EnrolForm = z.object({ code: TotpCode });
type Form = z.input<typeof EnrolForm>;

/** The secret of an otpauth:// URI, in groups of 4 for typing by hand. */
export function secretOf(otpauthUri: string): string {
  try {
    const secret = new URL(otpauthUri).searchParams.get('secret') ?? '';
    return secret.replace(/(.{4})/g, '$1 ').trim();
  } catch {
    return '';
  }
}

/**
 * The server's QR code as an image: an SVG in an <img> runs no script and reaches nothing, whatever
 * it holds (never injected into the page's DOM).
 */
export function qrImageSrc(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Step 2 (first sign-in): scan the QR code (or type the secret), confirm with a first code. */
export function EnrolStep({
  ticket,
  otpauthUri,
  qrSvg,
  onSession,
  onRestart,
}: {
  ticket: string;
  otpauthUri: string;
  qrSvg: string;
  onSession: (s: StaffSession) => void;
  onRestart: (why: string) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Form>({ resolver: zodResolver(EnrolForm), defaultValues: { code: '' } });

  const submit = handleSubmit(({ code }) =>
    sendCode(() => enrol({ ticket, code: code.trim() }), { onSession, onRestart, onError: (message) => setError('root', { message }) }),
  );

  return (
    <form className="ui-form" onSubmit={submit} noValidate>
      <h1 className="signin-title">Activer la double authentification</h1>
      <p className="ui-muted">
        Le back office demande un second facteur. Scannez ce code QR avec votre application d’authentification (Google Authenticator,
        Microsoft Authenticator, FreeOTP…), puis saisissez le code qu’elle affiche.
      </p>
      <div className="signin-qr">
        <img src={qrImageSrc(qrSvg)} alt="Code QR à scanner avec l’application d’authentification" width={176} height={176} />
        <div>
          <p className="ui-label">Ou saisissez cette clé à la main</p>
          <code className="signin-secret" data-testid="totp-secret">
            {secretOf(otpauthUri)}
          </code>
          <p className="ui-hint">Type : basé sur le temps (TOTP), 6 chiffres, 30 secondes.</p>
        </div>
      </div>
      {errors.root?.message ? <Notice tone="error">{errors.root.message}</Notice> : null}
      <Field label="Code à 6 chiffres" error={frenchMessage(errors.code?.message)}>
        <input className="ui-input ui-code-input" inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...register('code')} />
      </Field>
      <Button type="submit" variant="primary" busy={isSubmitting}>
        Activer et se connecter
      </Button>
    </form>
  );
}
