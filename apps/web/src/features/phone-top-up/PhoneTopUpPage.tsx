import './i18n/register-texts.ts';
import { OPERATORS, telHref, ussdFor, type OperatorKey } from '@qadhya/domain';
import { ChevronRight, Copy, PhoneCall, ScanLine } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from '../../lib/device/clipboard.ts';
import { deviceCanDial, dial } from '../../lib/device/dial.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useTollFree } from './api/app-links.ts';
import { OperatorMark } from './components/OperatorMark.tsx';
import text from '../../components/ui/text.module.css';
import styles from './PhoneTopUpPage.module.css';

// The camera reader (and, once it opens, zxing-wasm) is a chunk of its own: out of this screen's chunk.
const TopUpReader = lazy(() => import('./components/TopUpReader.tsx').then((m) => ({ default: m.TopUpReader })));

type Step = { kind: 'choose' } | { kind: 'scan'; operator: OperatorKey } | { kind: 'ready'; operator: OperatorKey; code: string };

/** '80100200' → '80 100 200', as the number is read out in Tunisia; no-break spaces keep it on one line. */
const spaced = (n: string) => n.replace(/^(\d{2})(\d{3})(\d{3})$/, '$1\u00a0$2\u00a0$3');
/** Left-to-right isolate (U+2066 … U+2069): a number or a USSD keeps its order inside Arabic text. */
const isolated = (s: string) => `\u2066${s}\u2069`;

/**
 * /layout/phone-top-up (docs/phone-top-up.md): three operator tiles; a tap opens the camera on the
 * recharge ticket (or « Saisir le code »), and the code read becomes the operator's USSD, dialled at
 * once on a phone. Elsewhere the USSD is shown with a copy button, how to dial it, and its tel: link.
 * A cancelled scan changes nothing.
 */
export function PhoneTopUpPage() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  // Read once: a phone stays a phone while the screen is up (docs/phone-top-up.md#dialling).
  const [canDial] = useState(deviceCanDial);
  const operatorName = (key: OperatorKey) => t(`phoneTopUp.operators.${key}`);

  const scanning = step.kind === 'scan' ? step.operator : null;
  const onCode = useCallback(
    (code: string) => {
      if (!scanning) return;
      setStep({ kind: 'ready', operator: scanning, code });
      // Two taps on a phone: the operator, then the dialer opens as soon as the code is read.
      if (canDial) dial(telHref(ussdFor(scanning, code)));
    },
    [scanning, canDial],
  );
  const onCancel = useCallback(() => setStep({ kind: 'choose' }), []);

  return (
    <div className={styles.page} data-testid="phone-top-up" data-can-dial={canDial}>
      {step.kind === 'ready' ? (
        <TopUpResult
          operator={step.operator}
          operatorName={operatorName(step.operator)}
          code={step.code}
          canDial={canDial}
          onAgain={onCancel}
        />
      ) : (
        <>
          <p className={styles.intro}>{t('phoneTopUp.intro')}</p>
          <ul className={styles.tiles} aria-label={t('phoneTopUp.operatorsLabel')}>
            {OPERATORS.map((o) => (
              <li key={o.key}>
                <button
                  type="button"
                  className={styles.tile}
                  onClick={() => setStep({ kind: 'scan', operator: o.key })}
                  data-testid={`top-up-operator-${o.key}`}
                >
                  <OperatorMark operator={o.key} />
                  <span className={styles.tileText}>
                    <span className={styles.tileName}>{operatorName(o.key)}</span>
                    <span className={styles.tileHint}>
                      <ScanLine size={16} aria-hidden />
                      {t('phoneTopUp.tileHint')}
                    </span>
                  </span>
                  <ChevronRight size={22} aria-hidden className={styles.chevron} />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <HelpLine />
      {scanning && (
        <Suspense fallback={null}>
          <TopUpReader operator={operatorName(scanning)} onCode={onCode} onCancel={onCancel} />
        </Suspense>
      )}
    </div>
  );
}

interface TopUpResultProps {
  operator: OperatorKey;
  operatorName: string;
  code: string;
  canDial: boolean;
  onAgain: () => void;
}

/** The USSD of the code read (docs/phone-top-up.md#after-the-code): dialled already on a phone; copy and how-to elsewhere. */
function TopUpResult({ operator, operatorName, code, canDial, onAgain }: TopUpResultProps) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  const ussd = ussdFor(operator, code);
  const tel = telHref(ussd);
  // The camera has gone: focus comes to the result, so that a screen reader reads it next.
  useEffect(() => titleRef.current?.focus({ preventScroll: true }), []);

  return (
    <section className={styles.result} aria-labelledby="top-up-result-title" data-testid="top-up-result" data-operator={operator}>
      <div className={styles.resultHead}>
        <OperatorMark operator={operator} size={40} />
        <h2 id="top-up-result-title" ref={titleRef} tabIndex={-1} className={styles.resultTitle}>
          {t('phoneTopUp.result.title', { operator: operatorName })}
        </h2>
      </div>
      <p className={styles.muted} data-testid="top-up-code">
        {t('phoneTopUp.result.code', { code: isolated(code) })}
      </p>
      <div className={styles.ussdBox}>
        <span className={text.muted}>{t('phoneTopUp.result.ussd')}</span>
        <span className={styles.ussd} dir="ltr" data-testid="top-up-ussd">
          {ussd}
        </span>
      </div>
      <p className={styles.note} role="status">
        {canDial ? t('phoneTopUp.result.dialing') : t('phoneTopUp.result.howTo')}
      </p>
      <div className={styles.actions}>
        {!canDial && (
          <button
            type="button"
            className={styles.primary}
            onClick={() => void copyText(ussd).then((ok) => setCopied(ok))}
            data-testid="top-up-copy"
          >
            <Copy size={20} aria-hidden />
            <span aria-live="polite">{copied ? t('phoneTopUp.result.copied') : t('phoneTopUp.result.copy')}</span>
          </button>
        )}
        {/* On a desktop too: one that hands calls to a paired phone opens it. */}
        <a href={tel} className={canDial ? styles.primary : styles.secondary} data-testid="top-up-dial">
          <PhoneCall size={20} aria-hidden />
          <span>{t('phoneTopUp.result.dial')}</span>
        </a>
        <button type="button" className={styles.link} onClick={onAgain} data-testid="top-up-again">
          {t('phoneTopUp.result.again')}
        </button>
      </div>
    </section>
  );
}

/**
 * The spec's « contact-HR phone wording »: read as the chain's customer service (relation client),
 * i.e. the toll-free number of the app's configuration (TOLL_FREE_NUMBER, GET /app/links), not a
 * human-resources line (docs/phone-top-up.md#help-line). Hidden while it loads or when it fails.
 */
function HelpLine() {
  const { t } = useTranslation();
  const tollFree = useTollFree();
  if (!tollFree.data) return null;
  return (
    <p className={styles.help} data-testid="top-up-help">
      <span>{t('phoneTopUp.help.question')} </span>
      <a href={`tel:${tollFree.data}`} className={styles.helpLink} data-testid="top-up-help-tel">
        {t('phoneTopUp.help.call', { number: isolated(spaced(tollFree.data)) })}
      </a>
    </p>
  );
}
