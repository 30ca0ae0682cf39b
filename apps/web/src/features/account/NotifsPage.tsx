import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/ComingSoon.tsx';

/** Placeholder until issue 5's screen lands. */
export function NotifsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('comingSoon.title')} text={t('comingSoon.text')} />;
}
