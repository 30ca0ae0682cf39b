import { useTranslation } from '../../../lib/i18n/index.ts';
import { groupDigits } from '../model/points.ts';

/** The points with their suffix, "1 250 points" (figures left to right inside Arabic too). */
export function PointsFigure({ points, className, testId }: { points: number; className?: string; testId?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <span className={className} data-testid={testId} data-points={points}>
      <bdi dir="ltr">{groupDigits(points, i18n.language)}</bdi> {t('wallet.points.suffix')}
    </span>
  );
}
