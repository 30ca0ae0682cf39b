import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';

/** The recovery codes, shown this once; the session starts when the member says they kept them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [noted, setNoted] = useState(false);
  return (
    <div className="ui-form">
      <h1 className="signin-title">Vos codes de secours</h1>
      <Notice tone="warning" title="Affichés une seule fois">
        Si vous perdez votre téléphone, chacun de ces codes remplace une fois le code de l’application. Imprimez-les ou rangez-les dans un
        gestionnaire de mots de passe : ils ne seront plus jamais affichés.
      </Notice>
      <ol className="signin-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <label className="ui-check">
        <input type="checkbox" checked={noted} onChange={(e) => setNoted(e.target.checked)} />
        J’ai conservé ces codes en lieu sûr
      </label>
      <Button variant="primary" disabled={!noted} onClick={onDone}>
        Je les ai notés
      </Button>
    </div>
  );
}
