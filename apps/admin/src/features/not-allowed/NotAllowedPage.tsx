import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { roleLabel } from '../../lib/auth/roles.ts';
import { useStaff } from '../../lib/auth/session-context.tsx';

/** A screen the member's role may not open (the server refuses its routes too). */
export function NotAllowedPage() {
  const staff = useStaff();
  return (
    <div className="ui-stack" data-testid="not-allowed">
      <PageHeader title="Accès refusé" />
      <Panel>
        <p>
          Votre rôle (<strong>{roleLabel(staff.role)}</strong>) ne donne pas accès à cet écran. Si vous en avez besoin, demandez-le à un
          administrateur.
        </p>
        <p style={{ marginTop: 'var(--space-3)' }}>
          <Link to="/">Retour à l’accueil</Link>
        </p>
      </Panel>
    </div>
  );
}

export function NotFoundPage() {
  return (
    <div className="ui-stack">
      <PageHeader title="Page introuvable" />
      <Panel>
        <p>Cette adresse ne correspond à aucun écran du back office.</p>
        <p style={{ marginTop: 'var(--space-3)' }}>
          <Link to="/">Retour à l’accueil</Link>
        </p>
      </Panel>
    </div>
  );
}
