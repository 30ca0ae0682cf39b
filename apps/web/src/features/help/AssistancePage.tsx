import './i18n/register.ts';
import { ChevronRight, CircleHelp, Lightbulb, Mail, MessageSquareWarning, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { href, type RouteId } from '../../config/routes.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Link } from '../../lib/router/index.ts';
import styles from './help.module.css';

function Card({ to, icon, title, text, testId }: { to: RouteId; icon: ReactNode; title: string; text: string; testId: string }) {
  return (
    <li>
      <Link to={href(to as 'faq')} className={styles.card} data-testid={testId}>
        <span className={styles.cardIcon} aria-hidden>
          {icon}
        </span>
        <span className={styles.cardText}>
          <span className={styles.cardTitle}>{title}</span>
          <span className={styles.cardHint}>{text}</span>
        </span>
        <ChevronRight className="flip-rtl" size={20} aria-hidden />
      </Link>
    </li>
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
      <ul className={styles.cards}>
        <Card
          to="faq"
          icon={<CircleHelp size={24} />}
          title={t('help.hub.faq.title')}
          text={t('help.hub.faq.text')}
          testId="help-card-faq"
        />
        <Card
          to="signalement"
          icon={<MessageSquareWarning size={24} />}
          title={t('help.hub.report.title')}
          text={t('help.hub.report.text')}
          testId="help-card-report"
        />
        <Card
          to="idea"
          icon={<Lightbulb size={24} />}
          title={t('help.hub.idea.title')}
          text={t('help.hub.idea.text')}
          testId="help-card-idea"
        />
      </ul>
      <h3 className={styles.subheading}>{t('help.hub.more')}</h3>
      <ul className={styles.cards}>
        <Card
          to="contact"
          icon={<Mail size={24} />}
          title={t('help.hub.contact.title')}
          text={t('help.hub.contact.text')}
          testId="help-card-contact"
        />
        <Card to="note" icon={<Star size={24} />} title={t('help.hub.note.title')} text={t('help.hub.note.text')} testId="help-card-note" />
      </ul>
    </div>
  );
}
