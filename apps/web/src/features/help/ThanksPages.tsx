import './i18n/register.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { ThankYou } from './components/ThankYou.tsx';

/** reclamation (spec 2.14): after a report, 'Merci pour votre signalement' and what happens next. */
export function ReclamationPage() {
  const { t } = useTranslation();
  return <ThankYou title={t('help.reclamation.title')} lines={[t('help.reclamation.text')]} testId="reclamation-page" />;
}

/** suggestion (spec 2.14): after an idea, 'Merci pour votre idée !', its analysis, and surprises. */
export function SuggestionPage() {
  const { t } = useTranslation();
  return <ThankYou title={t('help.suggestion.title')} lines={[t('help.suggestion.text'), t('help.suggestion.surprise')]} testId="suggestion-page" />;
}
