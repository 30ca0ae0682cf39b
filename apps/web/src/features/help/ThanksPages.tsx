import './i18n/register.ts';
import { href } from '../../config/routes.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Navigate, useLocation } from '../../lib/router/index.ts';
import { ThankYou } from './components/ThankYou.tsx';
import { wasSent } from './model/sent.ts';

/**
 * reclamation (docs/help.md#screens): after a report, 'Merci pour votre signalement' and what happens next.
 * Opened without a report just sent, it is the report form (docs/help.md#screens): no thanks for nothing.
 */
export function ReclamationPage() {
  const { t } = useTranslation();
  const { state } = useLocation();
  if (!wasSent(state)) return <Navigate to={href('signalement')} replace />;
  return <ThankYou title={t('help.reclamation.title')} lines={[t('help.reclamation.text')]} testId="reclamation-page" />;
}

/** suggestion (docs/help.md#screens): after an idea, 'Merci pour votre idée !', its analysis, and surprises; without one, the idea form. */
export function SuggestionPage() {
  const { t } = useTranslation();
  const { state } = useLocation();
  if (!wasSent(state)) return <Navigate to={href('idea')} replace />;
  return (
    <ThankYou
      title={t('help.suggestion.title')}
      lines={[t('help.suggestion.text'), t('help.suggestion.surprise')]}
      testId="suggestion-page"
    />
  );
}
