import type { LastChanceFollows, LastChanceFollowsBody } from '@qadhya/contracts';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { Sheet } from '../../../components/ui/Sheet.tsx';
import { lazyResolver } from '../../../lib/forms/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useLastChanceCategories } from '../api/get-last-chance.ts';
import { useSetLastChanceFollows } from '../api/follows.ts';
import { bodyOf } from '../model/follows.ts';
import styles from './FollowStoreBar.module.css';

type Values = Required<LastChanceFollowsBody>;

const resolver = lazyResolver(() => import('../model/follows-schema.ts').then((m) => m.followsSchema), 'lastChanceFollows');

/** A group of checkboxes over one array field (store codes, skus or category ids). */
function Checks<T extends string | number>({
  legend,
  hint,
  options,
  value,
  onChange,
  testId,
}: {
  legend: string;
  hint?: string;
  options: { value: T; label: string }[];
  value: T[];
  onChange: (next: T[]) => void;
  testId: string;
}) {
  return (
    <fieldset className={styles.group} data-testid={testId}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && <p className={styles.hint}>{hint}</p>}
      {options.map((o) => (
        <label key={String(o.value)} className={styles.check}>
          <input
            type="checkbox"
            checked={value.includes(o.value)}
            onChange={(e) => onChange(e.target.checked ? [...value, o.value] : value.filter((v) => v !== o.value))}
            data-testid={`${testId}-${o.value}`}
          />
          <bdi>{o.label}</bdi>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * « Alertes Dernière chance » (docs/last-chance.md#alerts): the followed stores, the categories the
 * alerts are narrowed to (those with offers in the store on screen, and those already chosen) and the
 * followed products; « Enregistrer » sends the whole set (react-hook-form, the contract's schema).
 */
export function FollowSettingsSheet({ follows, magasin, onClose }: { follows: LastChanceFollows; magasin: string; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSetLastChanceFollows();
  const categories = useLastChanceCategories(magasin);
  const [saved, setSaved] = useState(false);
  const form = useForm<LastChanceFollowsBody, unknown, Values>({ resolver, defaultValues: bodyOf(follows) });
  useEffect(() => resolver.preload(), []);
  const submit = form.handleSubmit(async (body) => {
    setSaved(false);
    const answer = await save.mutateAsync(body).catch(() => null);
    if (!answer) return;
    form.reset(bodyOf(answer));
    setSaved(true);
  });
  const storeOptions = follows.stores.map((s) => ({ value: s.MAGASIN, label: s.storename }));
  const categoryOptions = [
    ...follows.categories.map((c) => ({ value: c.CATEGORY_ID, label: c.CATEGORY_NAME })),
    ...(categories.data?.categories ?? [])
      .filter((c) => !follows.categories.some((f) => f.CATEGORY_ID === c.CATEGORY_ID))
      .map((c) => ({ value: c.CATEGORY_ID, label: c.CATEGORY_NAME })),
  ];
  const productOptions = follows.products.map((p) => ({ value: p.ARTICLE, label: p.name }));
  const problem = form.formState.errors.stores ?? form.formState.errors.skus ?? form.formState.errors.categories;
  return (
    <Sheet
      open
      onClose={onClose}
      title={t('lastChanceFollow.settingsTitle')}
      handleLabel={t('lastChanceFollow.close')}
      description={t('lastChanceFollow.settingsText', { count: follows.daily_max })}
      testId="last-chance-follow-sheet"
    >
      <form className={styles.form} onSubmit={(e) => void submit(e)} onChange={() => setSaved(false)}>
        {storeOptions.length > 0 ? (
          <Controller
            control={form.control}
            name="stores"
            render={({ field }) => (
              <Checks
                legend={t('lastChanceFollow.stores')}
                options={storeOptions}
                value={field.value ?? []}
                onChange={field.onChange}
                testId="lc-follow-stores"
              />
            )}
          />
        ) : (
          <p className={styles.hint}>{t('lastChanceFollow.noStore')}</p>
        )}
        {categoryOptions.length > 0 && (
          <Controller
            control={form.control}
            name="categories"
            render={({ field }) => (
              <Checks
                legend={t('lastChanceFollow.onlyThese')}
                hint={t('lastChanceFollow.onlyTheseHint')}
                options={categoryOptions}
                value={field.value ?? []}
                onChange={field.onChange}
                testId="lc-follow-categories"
              />
            )}
          />
        )}
        {productOptions.length > 0 && (
          <Controller
            control={form.control}
            name="skus"
            render={({ field }) => (
              <Checks
                legend={t('lastChanceFollow.products')}
                options={productOptions}
                value={field.value ?? []}
                onChange={field.onChange}
                testId="lc-follow-products"
              />
            )}
          />
        )}
        {problem && (
          <p className={styles.failed} role="alert">
            {t('lastChanceFollow.invalid')}
          </p>
        )}
        <Button type="submit" variant="primary" block busy={save.isPending} data-testid="lc-follow-save">
          {t('lastChanceFollow.save')}
        </Button>
        <p role="status" className={save.isError ? styles.failed : styles.saved} data-testid="lc-follow-status">
          {save.isError ? t('lastChanceFollow.failed') : saved ? t('lastChanceFollow.saved') : ''}
        </p>
      </form>
    </Sheet>
  );
}
