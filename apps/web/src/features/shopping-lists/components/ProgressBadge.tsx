import type { CourseProgress } from '@qadhya/domain';
import { useTranslation } from '../../../lib/i18n/index.ts';
import '../i18n/register-texts.ts';
import styles from './ProgressBadge.module.css';

export interface ProgressBadgeProps {
  progress: Pick<CourseProgress, 'bought' | 'total' | 'percent' | 'badge'>;
  /** Show the bar under the badge (default true). */
  bar?: boolean;
  testId?: string;
}

/**
 * A course's badge and progress bar (docs/shopping-lists.md#details-course):
 * 'Terminée' teal, 'Rejetée' red, 'Presque terminé' amber, 'En cours' blue; the bar's width is the
 * ratio. The bar is a progressbar named by the badge, its value the percentage.
 */
export function ProgressBadge({ progress, bar = true, testId }: ProgressBadgeProps) {
  const { t } = useTranslation();
  const label = t(`lists.badge.${progress.badge}`);
  const percent = Math.max(0, Math.min(100, progress.percent));
  return (
    <div className={styles.root} data-badge={progress.badge} data-testid={testId}>
      <span className={styles.badge} data-badge={progress.badge} data-testid={testId && `${testId}-badge`}>
        {label}
      </span>
      {bar && (
        <div
          className={styles.track}
          role="progressbar"
          aria-label={`${t('lists.badge.progressLabel')} : ${label}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(percent)}
          aria-valuetext={`${progress.bought}/${progress.total}`}
        >
          <div className={styles.fill} data-badge={progress.badge} style={{ inlineSize: `${percent}%` }} />
        </div>
      )}
    </div>
  );
}
