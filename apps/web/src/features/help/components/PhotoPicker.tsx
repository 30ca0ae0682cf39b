import { Camera } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import styles from '../help.module.css';

/**
 * PHOTO: the camera or a file (images only), previewed. The picked file is kept by the form (also
 * across a failed send); the server re-checks its bytes.
 */
export function PhotoPicker({
  photo,
  onPick,
  onRemove,
  error,
}: {
  photo: Blob | null;
  onPick: (file: File) => void;
  onRemove: () => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const url = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.field} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.label}>{t('help.report.photo')}</legend>
      <div className={styles.photoRow}>
        {url ? <img src={url} alt={t('help.report.photoPreview')} className={styles.preview} data-testid="report-photo-preview" /> : null}
        <input
          id={id}
          className={styles.fileInput}
          type="file"
          accept="image/*"
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onPick(file);
            e.target.value = '';
          }}
          data-testid="report-photo"
        />
        <label htmlFor={id} className={styles.secondaryButton}>
          <Camera size={20} aria-hidden />
          {photo ? t('help.report.photoChange') : t('help.report.photoAdd')}
        </label>
        {photo ? (
          <button type="button" className={styles.secondaryButton} onClick={onRemove} data-testid="report-photo-remove">
            {t('help.report.photoRemove')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} data-testid="report-photo-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
