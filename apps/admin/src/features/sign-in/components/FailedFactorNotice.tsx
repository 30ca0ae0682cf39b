import { Button } from '../../../components/ui/Button.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';

/**
 * Shown once after a right code when wrong second-factor codes were given for this account since
 * the last sign-in (docs/back-office.md#second-factor): the member goes on when they have read it.
 */
export function FailedFactorNotice({ text, onDone }: { text: string; onDone: () => void }) {
  return (
    <div className="ui-form">
      <h1 className="signin-title">Tentatives de connexion échouées</h1>
      <Notice tone="warning" title={text}>
        Si ce n’était pas vous, quelqu’un connaît votre mot de passe : changez-le (« Mot de passe » dans l’en-tête) et prévenez un
        administrateur.
      </Notice>
      <Button variant="primary" onClick={onDone}>
        Continuer
      </Button>
    </div>
  );
}
