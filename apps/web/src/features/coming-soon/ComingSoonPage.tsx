import { useTranslation } from '../../lib/i18n/index.ts';
import { ComingSoon } from '../../components/ui/ComingSoon.tsx';

/** Placeholder of every screen that a later issue builds. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('comingSoon.title')} text={t('comingSoon.text')} />;
}
