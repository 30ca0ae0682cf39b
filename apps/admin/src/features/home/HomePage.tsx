import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { roleLabel } from '../../lib/auth/roles.ts';
import { useStaff } from '../../lib/auth/session-context.tsx';
import { useVisibleScreens } from '../../lib/nav/visible-screens.tsx';
import { DashboardFigures } from './components/DashboardFigures.tsx';
import './home.css';

/** The home: the dashboard's figures (not for support), then the screens of the member's role. */
export default function HomePage() {
  const staff = useStaff();
  const screens = useVisibleScreens().filter((s) => s.path !== '/');
  return (
    <div className="ui-stack">
      <PageHeader title="Accueil" description={`Connecté en tant que ${roleLabel(staff.role)}.`} />
      {staff.role !== 'support' ? <DashboardFigures /> : null}
      <Panel title="Vos écrans">
        {screens.length ? (
          <ul className="ui-tiles">
            {screens.map(({ path, label, icon: Icon }) => (
              <li key={path}>
                <Link to={path} className="home-tile">
                  <span className="home-tile-icon" aria-hidden="true">
                    <Icon size={20} />
                  </span>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="ui-muted">Aucun écran n’est encore ouvert à votre rôle.</p>
        )}
      </Panel>
    </div>
  );
}
