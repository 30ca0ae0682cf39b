import { Languages } from 'lucide-react';
import { changeLanguage, type Language, LANGUAGES, useTranslation } from '../../lib/i18n/index.ts';
import styles from './LanguageSwitch.module.css';

/** "Langue: Français / العربية" as a two-way segmented control. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Language;
  return (
    <div className={styles.root} data-testid="language-switch">
      <span className={styles.label}>
        <Languages size={18} aria-hidden />
        {t('language.label')}
      </span>
      <div className={styles.segments} role="radiogroup" aria-label={t('language.label')}>
        {LANGUAGES.map((lang) => (
          <button
            key={lang}
            type="button"
            role="radio"
            aria-checked={current === lang}
            lang={lang}
            className={styles.segment}
            onClick={() => void changeLanguage(lang)}
            data-testid={`language-${lang}`}
          >
            {t(`language.${lang}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
