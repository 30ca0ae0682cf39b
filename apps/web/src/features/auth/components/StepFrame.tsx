import { ArrowLeft, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import styles from '../auth.module.css';

interface StepFrameProps {
  step: string;
  title: string;
  text?: ReactNode;
  icon?: LucideIcon;
  onBack?: () => void;
  children: ReactNode;
}

/** One login step: back arrow, title (focused when the step opens), text and content. */
export function StepFrame({ step, title, text, icon: Icon, onBack, children }: StepFrameProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    // The title takes the focus when the step opens, unless a field of the step already has it (autoFocus).
    if (!section.current?.contains(document.activeElement)) heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section ref={section} className={styles.screen} data-testid={`login-step-${step}`} data-step={step}>
      <div className={styles.topBar}>
        {onBack && (
          <button type="button" className={styles.iconButton} onClick={onBack} aria-label={t('auth.common.back')} data-testid="login-back">
            <ArrowLeft className="flip-rtl" size={22} aria-hidden />
          </button>
        )}
        <img className={styles.topLogo} src="/auth/logo.svg" alt={t('app.name')} width={32} height={32} />
      </div>
      <div className={styles.body}>
        <div className={styles.heading}>
          {Icon && (
            <span className={styles.stepIcon} aria-hidden>
              <Icon size={28} />
            </span>
          )}
          <h1 className={styles.title} ref={heading} tabIndex={-1} data-testid="login-title">
            {title}
          </h1>
          {text && <p className={styles.text}>{text}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
