import { formatPercent } from '@qadhya/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { paths } from '../../../config/routes.ts';
import { runProgress } from '../logic/loading-progress.ts';
import styles from '../auth.module.css';

const R = 74;
const CIRCUMFERENCE = 2 * Math.PI * R;

/** 'Nous préparons votre espace personnalisé…': +1 % every 100 ms to 100, then 1 s, then /layout. */
export function LoadingStep() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [percent, setPercent] = useState(0);

  useEffect(() => runProgress({ onProgress: setPercent, onDone: () => void navigate(paths.home, { replace: true }) }), [navigate]);

  return (
    <section className={styles.screen} data-testid="login-step-loading" data-step="loading">
      <div className={styles.loading}>
        <div className={styles.ring}>
          <svg viewBox="0 0 168 168" aria-hidden>
            <circle cx="84" cy="84" r={R} fill="none" stroke="var(--color-brand-light)" strokeWidth="12" />
            <circle
              cx="84"
              cy="84"
              r={R}
              fill="none"
              stroke="var(--color-brand)"
              strokeWidth="12"
              strokeLinecap="round"
              strokeDasharray={CIRCUMFERENCE}
              strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
            />
          </svg>
          <span className={`${styles.percent} ltr-isolate`} data-testid="loading-percent">
            {formatPercent(percent, i18n.language)}
          </span>
        </div>
        <p className={styles.loadingText}>{t('auth.loading.text')}</p>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={t('auth.loading.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className={styles.barFill} style={{ width: `${percent}%` }} />
        </div>
      </div>
    </section>
  );
}
