import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ComingSoon } from '../../components/ui/ComingSoon.tsx';
import { LanguageSwitch } from '../../components/ui/LanguageSwitch.tsx';
import { paths } from '../../config/routes.ts';
import { confirmDialog } from '../../lib/notify/dialog-store.ts';
import { clearSession } from '../../lib/storage/session.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import styles from './SettingsPage.module.css';

/** Réglages placeholder: the language switch and logout now, the profile form in a later issue. */
export function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loggedIn } = useSession();

  const logout = async () => {
    if (!(await confirmDialog(t('settings.logoutTitle'), t('settings.logoutText')))) return;
    clearSession();
    void navigate(paths.login);
  };

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="settings-preferences">
        <h2 id="settings-preferences" className={styles.heading}>
          {t('settings.preferences')}
        </h2>
        <LanguageSwitch />
      </section>
      {loggedIn && (
        <section className={styles.section} aria-labelledby="settings-account">
          <h2 id="settings-account" className={styles.heading}>
            {t('settings.account')}
          </h2>
          <button type="button" className={styles.logout} onClick={() => void logout()} data-testid="logout">
            <LogOut className="flip-rtl" size={20} aria-hidden />
            {t('settings.logout')}
          </button>
        </section>
      )}
      <ComingSoon title={t('comingSoon.title')} text={t('comingSoon.text')} compact />
    </div>
  );
}
