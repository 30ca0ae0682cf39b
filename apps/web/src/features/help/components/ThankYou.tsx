import { CheckCircle2 } from 'lucide-react';
import { href } from '../../../config/routes.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import styles from '../help.module.css';

/** The thank-you page after a report or an idea: its title, its texts and the way back to help. */
export function ThankYou({ title, lines, testId }: { title: string; lines: string[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.thanks} data-testid={testId}>
      <span className={styles.thanksIcon} aria-hidden>
        <CheckCircle2 size={48} />
      </span>
      <h2 className={styles.heading}>{title}</h2>
      {lines.map((line) => (
        <p key={line} className={styles.intro}>
          {line}
        </p>
      ))}
      <Link to={href('assistanceAide')} className={styles.secondaryButton} data-testid="back-to-help">
        {t('help.common.backToHelp')}
      </Link>
    </section>
  );
}
