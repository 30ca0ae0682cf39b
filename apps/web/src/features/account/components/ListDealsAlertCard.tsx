import '../i18n/register-list-deals-alert.ts';
import type { ListDealsAlert } from '@qadhya/contracts';
import { CalendarClock } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { Select } from '../../../components/ui/form/index.ts';
import { lazyResolver } from '../../../lib/forms/index.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n/index.ts';
import { useLocation } from '../../../lib/router/index.ts';
import { useListDealsAlert } from '../api/get-list-deals-alert.ts';
import { useSetListDealsAlert } from '../api/set-list-deals-alert.ts';
import { HOURS, WEEKDAYS, hourText, weekdayName } from '../model/list-deals-alert.ts';
import styles from './ListDealsAlertCard.module.css';
import { Switch } from './Switch.tsx';

/** The anchor the lists' « Me prévenir chaque semaine » opens (`/layout/notifs#list-deals-alert`). */
export const LIST_DEALS_ALERT_ANCHOR = 'list-deals-alert';

const resolver = lazyResolver(() => import('../model/list-deals-alert-schema.ts').then((m) => m.listDealsAlertSchema), 'listDealsAlert');

/**
 * « Cette semaine sur ma liste » (docs/notifications.md#this-week-on-my-list): the weekly push, off by
 * default, its day (lundi … dimanche) and hour (08:00 … 21:00) in Tunis, saved with PUT
 * /users/me/list-deals-alert (react-hook-form, the contract's ListDealsAlert).
 */
export function ListDealsAlertCard() {
  const { t } = useTranslation();
  const alert = useListDealsAlert();
  const { hash } = useLocation();
  const loaded = alert.data !== undefined;
  useEffect(() => {
    if (loaded && hash === `#${LIST_DEALS_ALERT_ANCHOR}`)
      document.getElementById(LIST_DEALS_ALERT_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);
  if (alert.isPending) return null;
  if (!alert.data)
    return (
      <p className={styles.failed} role="alert" data-testid="list-deals-alert-error">
        {t('listDealsAlert.loadError')}
      </p>
    );
  return <AlertForm value={alert.data} />;
}

function AlertForm({ value }: { value: ListDealsAlert }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const titleId = useId();
  const switchId = useId();
  const hintId = useId();
  const save = useSetListDealsAlert();
  const [saved, setSaved] = useState(false);
  const form = useForm<ListDealsAlert>({ resolver, defaultValues: value });
  useEffect(() => resolver.preload(), []);
  const enabled = useWatch({ control: form.control, name: 'enabled' });
  const { isDirty } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setSaved(false);
    const answer = await save.mutateAsync(body).catch(() => null);
    if (!answer) return;
    form.reset(answer);
    setSaved(true);
  });
  const problem = form.formState.errors.weekday ?? form.formState.errors.hour ?? form.formState.errors.enabled;
  const kept = save.data ?? value;
  return (
    <form
      id={LIST_DEALS_ALERT_ANCHOR}
      className={styles.card}
      aria-labelledby={titleId}
      onSubmit={(e) => void submit(e)}
      onChange={() => setSaved(false)}
      data-testid="list-deals-alert"
    >
      <div className={styles.head}>
        <span className={styles.icon} data-tone="green" aria-hidden>
          <CalendarClock size={20} />
        </span>
        <div className={styles.titles}>
          <h2 id={titleId} className={styles.title}>
            {t('listDealsAlert.title')}
          </h2>
          <p className={styles.text}>{t('listDealsAlert.text')}</p>
        </div>
      </div>
      <div className={styles.switchRow}>
        <span className={styles.switchText}>
          <span id={switchId} className={styles.switchLabel}>
            {t('listDealsAlert.switch')}
          </span>
          <span id={hintId} className={styles.hint}>
            {t('listDealsAlert.switchHint')}
          </span>
        </span>
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Switch
              checked={field.value}
              onChange={(on) => {
                setSaved(false);
                field.onChange(on);
              }}
              labelledBy={switchId}
              describedBy={hintId}
              testId="list-deals-alert-switch"
            />
          )}
        />
      </div>
      {enabled && (
        <div className={styles.when}>
          <Select
            label={t('listDealsAlert.weekday')}
            {...form.register('weekday', { valueAsNumber: true })}
            testId="list-deals-alert-weekday"
          >
            {WEEKDAYS.map((d) => (
              <option key={d} value={d}>
                {weekdayName(d, lang, { capital: true })}
              </option>
            ))}
          </Select>
          <Select label={t('listDealsAlert.hour')} {...form.register('hour', { valueAsNumber: true })} testId="list-deals-alert-hour">
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {hourText(h, lang)}
              </option>
            ))}
          </Select>
        </div>
      )}
      {problem?.message && (
        <p className={styles.failed} role="alert">
          {t(problem.message)}
        </p>
      )}
      <div className={styles.foot}>
        <p className={styles.summary} data-testid="list-deals-alert-summary">
          {kept.enabled
            ? t('listDealsAlert.summaryOn', { weekday: weekdayName(kept.weekday, lang), hour: hourText(kept.hour, lang) })
            : t('listDealsAlert.summaryOff')}
        </p>
        <Button type="submit" variant="primary" size="sm" busy={save.isPending} disabled={!isDirty} data-testid="list-deals-alert-save">
          {t('listDealsAlert.save')}
        </Button>
      </div>
      <p role="status" className={save.isError ? styles.failed : styles.saved} data-testid="list-deals-alert-status">
        {save.isError ? t('listDealsAlert.failed') : saved ? t('listDealsAlert.saved') : ''}
      </p>
    </form>
  );
}
