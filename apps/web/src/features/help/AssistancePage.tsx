import './i18n/register.ts';
import { ChevronRight, CircleHelp, Lightbulb, Mail, MessageSquareWarning, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { href, type RouteId } from '../../config/routes.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Link } from '../../lib/router/index.ts';
import styles from './help.module.css';

interface HubCard {
  to: RouteId;
  icon: ReactNode;
  /** The card's texts under help.hub.<key> (title, text); its test id is help-card-<key>. */
  key: string;
}

/** The three ways to ask (FAQ, signalement, idea), then the other ways to reach the chain. */
const ASK: HubCard[] = [
  { to: 'faq', icon: <CircleHelp size={24} />, key: 'faq' },
  { to: 'signalement', icon: <MessageSquareWarning size={24} />, key: 'report' },
  { to: 'idea', icon: <Lightbulb size={24} />, key: 'idea' },
];
const MORE: HubCard[] = [
  { to: 'contact', icon: <Mail size={24} />, key: 'contact' },
  { to: 'note', icon: <Star size={24} />, key: 'note' },
];

function Cards({ cards }: { cards: HubCard[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.cards}>
      {cards.map(({ to, icon, key }) => (
        <li key={key}>
          <Link to={href(to as 'faq')} className={styles.card} data-testid={`help-card-${key}`}>
            <span className={styles.cardIcon} aria-hidden>
              {icon}
            </span>
            <span className={styles.cardText}>
              <span className={styles.cardTitle}>{t(`help.hub.${key}.title`)}</span>
              <span className={styles.cardHint}>{t(`help.hub.${key}.text`)}</span>
            </span>
            <ChevronRight className="flip-rtl" size={20} aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * assistance_aide (docs/help.md#screens): the three cards (FAQ, signalement, idea), then
 * the other ways to reach the chain (contact, note), so the hub is never a dead end.
 */
export function AssistancePage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-testid="assistance-page">
      <h2 className={styles.heading}>{t('help.hub.title')}</h2>
      <Cards cards={ASK} />
      <h3 className={styles.subheading}>{t('help.hub.more')}</h3>
      <Cards cards={MORE} />
    </div>
  );
}
