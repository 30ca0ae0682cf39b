import { TriangleAlert, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import styles from '../../SettingsPage.module.css';

/** The red block: 'Supprimer mon compte', 'Cette action est irréversible.' and its button. */
export function DeleteAccount({ busy, onDelete }: { busy: boolean; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.danger} aria-labelledby="delete-account-title" data-testid="delete-account">
      <div className={styles.dangerHead}>
        <span className={styles.dangerIcon} aria-hidden>
          <TriangleAlert size={20} />
        </span>
        <div>
          <h2 id="delete-account-title" className={styles.dangerTitle}>
            {t('account.settings.deleteTitle')}
          </h2>
          <p className={styles.dangerText}>{t('account.settings.deleteText')}</p>
        </div>
      </div>
      <button type="button" className={styles.dangerButton} onClick={onDelete} disabled={busy} data-testid="delete-account-button">
        <Trash2 size={18} aria-hidden />
        {t('account.settings.deleteButton')}
      </button>
    </section>
  );
}
