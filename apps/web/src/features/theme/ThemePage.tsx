import './i18n/register-texts.ts';
import { Moon, Smartphone, Sun, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { chooseTheme, readThemeChoice, THEME_CHOICES, type ThemeChoice } from '../../lib/theme/theme.ts';
import styles from './ThemePage.module.css';

const ICONS: Record<ThemeChoice, LucideIcon> = { system: Smartphone, light: Sun, dark: Moon };

/** Thème: light, dark or the system's, kept on this device and applied at once (docs/app-root.md#theme). */
export function ThemePage() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ThemeChoice>(readThemeChoice);

  const pick = (next: ThemeChoice) => {
    setChoice(next);
    chooseTheme(next);
  };

  return (
    <div className={styles.page} data-testid="theme-page">
      <p className={styles.intro}>{t('theme.intro')}</p>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('theme.legend')}</legend>
        {THEME_CHOICES.map((value) => {
          const Icon = ICONS[value];
          return (
            <label key={value} className={styles.option} data-testid={`theme-${value}`}>
              <input
                type="radio"
                name="theme"
                value={value}
                checked={choice === value}
                onChange={() => pick(value)}
                className={styles.radio}
              />
              <span className={styles.icon} aria-hidden>
                <Icon size={20} />
              </span>
              <span className={styles.text}>
                <span className={styles.label}>{t(`theme.${value}`)}</span>
                <span className={styles.hint}>{t(`theme.${value}Hint`)}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}
