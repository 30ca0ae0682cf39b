import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { dismissToast, getToasts, subscribeToasts, type ToastType } from '../../../lib/notify/toast-store.ts';
import styles from './Toaster.module.css';

const ICONS: Record<ToastType, LucideIcon> = {
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleAlert,
  info: Info,
};

const EMPTY: never[] = [];

/** The toast stack (success, warning, error, info), at the top of the screen. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, () => EMPTY);
  return (
    <section className={styles.region} aria-label={t('toast.region')}>
      {toasts.map((toast) => {
        const Icon = ICONS[toast.type];
        return (
          <div
            key={toast.id}
            className={styles.toast}
            data-type={toast.type}
            role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'}
            data-testid="toast"
            data-single={toast.text ? undefined : true}
          >
            <Icon className={styles.icon} size={22} aria-hidden />
            <div className={styles.body}>
              <p className={styles.title}>{toast.title}</p>
              {toast.text && <p className={styles.text}>{toast.text}</p>}
              {toast.action && (
                <button
                  type="button"
                  className={styles.action}
                  data-testid={toast.action.testId ?? 'toast-action'}
                  onClick={() => {
                    toast.action?.onClick();
                    dismissToast(toast.id);
                  }}
                >
                  {toast.action.label}
                </button>
              )}
            </div>
            <button type="button" className={styles.close} onClick={() => dismissToast(toast.id)} aria-label={t('toast.close')}>
              <X size={18} aria-hidden />
            </button>
            <span className={styles.progress} style={{ animationDuration: `${toast.durationMs}ms` }} />
          </div>
        );
      })}
    </section>
  );
}
