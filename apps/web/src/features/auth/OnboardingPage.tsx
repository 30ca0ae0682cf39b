import './i18n/register-texts.ts';
import { ArrowRight } from 'lucide-react';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Navigate, useNavigate } from '../../lib/router/index.ts';
import { paths } from '../../config/routes.ts';
import { readCurrentUser } from '../../lib/storage/session.ts';
import { markOnboardingDone, nextOnboardingIndex, ONBOARDING_STEPS, swipeStep } from './logic/first-screens.ts';
import styles from './onboarding.module.css';

/** /next_steps: three steps with dots, Passer and Continuer; a stored user goes straight to /layout. */
export function OnboardingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const [hasUser] = useState(() => readCurrentUser() !== null);
  const start = useRef<{ x: number; y: number } | null>(null);
  if (hasUser) return <Navigate to={paths.home} replace />;

  const step = ONBOARDING_STEPS[index]!;
  const total = ONBOARDING_STEPS.length;
  const finish = () => {
    markOnboardingDone();
    void navigate(paths.login, { replace: true });
  };
  const next = () => {
    const to = nextOnboardingIndex(index);
    if (to === null) finish();
    else setIndex(to);
  };

  const onPointerDown = (e: PointerEvent) => {
    start.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    if (!start.current) return;
    const step = swipeStep(e.clientX - start.current.x, e.clientY - start.current.y, document.documentElement.dir === 'rtl');
    start.current = null;
    if (step === 1) next();
    else if (step === -1 && index > 0) setIndex(index - 1);
  };

  return (
    <main className={styles.page} aria-label={t('auth.onboarding.label')} data-testid="onboarding" data-index={index}>
      <div className={styles.top}>
        <button type="button" className={styles.skip} onClick={finish} data-testid="onboarding-skip">
          {t('auth.onboarding.skip')}
        </button>
      </div>
      <div
        className={styles.slide}
        key={step.id}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        <div className={styles.art}>
          <img src={step.image} alt={t(`auth.onboarding.steps.${step.id}.title`)} width={320} height={260} draggable={false} />
        </div>
        <h1 className={styles.title} data-testid="onboarding-title">
          {t(`auth.onboarding.steps.${step.id}.title`)}
        </h1>
        <p className={styles.text}>{t(`auth.onboarding.steps.${step.id}.text`)}</p>
      </div>
      <div className={styles.footer}>
        <div className={styles.dots} role="tablist" aria-label={t('auth.onboarding.label')}>
          {ONBOARDING_STEPS.map((s, i) => (
            <button
              key={s.id}
              type="button"
              role="tab"
              aria-selected={i === index}
              aria-label={t('auth.onboarding.stepOf', { n: i + 1, total })}
              className={styles.dot}
              data-active={i === index ? true : undefined}
              onClick={() => setIndex(i)}
              data-testid="onboarding-dot"
            />
          ))}
        </div>
        <button type="button" className={styles.next} onClick={next} data-testid="onboarding-next">
          {t('auth.onboarding.next')}
          <ArrowRight className="flip-rtl" size={20} aria-hidden />
        </button>
      </div>
    </main>
  );
}
