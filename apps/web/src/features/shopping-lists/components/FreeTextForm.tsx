import { LIST_TEXT_MAX } from '@qadhya/domain';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '../../../components/ui/form/index.ts';
import { lazyResolver } from '../../../lib/forms/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import styles from './FreeTextForm.module.css';

/** The text of an 'add' operation of POST /lists/:id/ops, as the server checks it (trimmed, 1 to 80 characters); fetched once drawn. */
const resolver = lazyResolver(() => import('../model/form-schemas.ts').then((m) => m.listTextSchema), 'listText');

/**
 * details-course's free-text article (docs/shopping-lists.md#screens-courses-add-list-add-product):
 * « Ajouter » stays disabled while the text is blank, so there is no message; an added text empties the field.
 */
export function FreeTextForm({ onAdd }: { onAdd: (text: string) => void }) {
  const { t } = useTranslation();
  const form = useForm({ resolver, defaultValues: { text: '' } });
  useEffect(() => resolver.preload(), []);
  const text = useWatch({ control: form.control, name: 'text' }) ?? '';
  const submit = form.handleSubmit((v) => {
    if (!v.text) return;
    onAdd(v.text);
    form.reset({ text: '' });
  });
  return (
    <form onSubmit={(e) => void submit(e)} data-testid="course-free-text">
      <div className={styles.row}>
        <TextField
          className={styles.field}
          label={t('lists.detail.addTextLabel')}
          {...form.register('text')}
          placeholder={t('lists.detail.addTextPlaceholder')}
          maxLength={LIST_TEXT_MAX}
          autoComplete="off"
          testId="course-free-text-input"
        />
        <button type="submit" className={styles.add} disabled={!text.trim()}>
          {t('lists.detail.addText')}
        </button>
      </div>
    </form>
  );
}
