import { LogOut, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { BrandName } from '../components/ui/BrandName.tsx';
import { useSession, useStaff } from '../lib/auth/session-context.tsx';
import { roleLabel } from '../lib/auth/roles.ts';
import { VisibleScreensProvider } from '../lib/nav/visible-screens.tsx';
import { NAV_SECTIONS, SCREENS, canSee } from './screens.tsx';
import './frame.css';

/** The signed-in frame: the sidebar (only the screens of the member's role), the header, the page (which may list the same screens: useVisibleScreens). */
export function Frame({ children }: { children: ReactNode }) {
  const staff = useStaff();
  const { signOut } = useSession();
  const visible = SCREENS.filter((s) => !s.hidden && canSee(s, staff.role));
  return (
    <div className="frame">
      <a className="frame-skip" href="#contenu">
        Aller au contenu
      </a>
      <aside className="frame-sidebar">
        <Link to="/" className="frame-brand">
          <BrandName markClassName="frame-brand-mark" subClassName="frame-brand-sub" />
        </Link>
        <nav aria-label="Navigation du back office">
          {NAV_SECTIONS.map((section) => {
            const items = visible.filter((s) => s.section === section);
            if (!items.length) return null;
            return (
              <div key={section} className="frame-nav-section">
                <p className="frame-nav-title">{section}</p>
                <ul>
                  {items.map(({ path, label, icon: Icon }) => (
                    <li key={path}>
                      <NavLink to={path} end={path === '/'} className="frame-nav-link">
                        <Icon size={18} aria-hidden="true" />
                        <span>{label}</span>
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </nav>
      </aside>
      <div className="frame-main">
        <header className="frame-header">
          <div className="frame-who">
            <ShieldCheck size={18} aria-hidden="true" />
            <span className="frame-email" data-testid="staff-email">
              {staff.email}
            </span>
            <span className="frame-role" data-testid="staff-role">
              {roleLabel(staff.role)}
            </span>
          </div>
          <div className="frame-actions">
            <Link to="/mot-de-passe" className="frame-header-link">
              Mot de passe
            </Link>
            <button type="button" className="frame-signout" onClick={() => void signOut()}>
              <LogOut size={16} aria-hidden="true" />
              Se déconnecter
            </button>
          </div>
        </header>
        <main id="contenu" className="frame-content" tabIndex={-1}>
          <VisibleScreensProvider screens={visible}>{children}</VisibleScreensProvider>
        </main>
      </div>
    </div>
  );
}
