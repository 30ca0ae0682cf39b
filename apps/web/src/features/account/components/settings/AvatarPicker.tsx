import { AVATAR_MAX_BYTES } from '@qadhya/contracts';
import { formatBytes, formatPercent } from '@qadhya/domain';
import { Camera, CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { isApiError } from '../../../../lib/api/index.ts';
import { UserAvatar } from '../UserAvatar.tsx';
import { useUploadAvatar } from '../../api/upload-avatar.ts';
import { AVATAR_ACCEPT, avatarErrorKey, precheckAvatar } from '../../model/avatar-upload.ts';
import styles from '../../SettingsPage.module.css';

type State = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'done' } | { kind: 'error'; key: string };

/** The avatar: a click picks an image (JPEG, PNG, WebP), uploaded as AVATAR with its progress. */
export function AvatarPicker({ avatar, name }: { avatar: string | null | undefined; name: string }) {
  const { t, i18n } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const upload = useUploadAvatar();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const busy = state.kind === 'uploading';

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const early = precheckAvatar(file);
    if (early) {
      setState({ kind: 'error', key: avatarErrorKey(early) });
      return;
    }
    setState({ kind: 'uploading', percent: 0 });
    try {
      await upload.mutateAsync({ file, onProgress: (percent) => setState({ kind: 'uploading', percent }) });
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'error', key: avatarErrorKey(isApiError(error) ? error.code : undefined) });
    }
  };

  return (
    <div className={styles.avatarBlock}>
      <button
        type="button"
        className={styles.avatarButton}
        onClick={() => inputRef.current?.click()}
        disabled={busy}
        aria-describedby={statusId}
        data-testid="avatar-pick"
      >
        {/* The button's name is 'Changer la photo' (its own text), not the initials it shows. */}
        <span className="visually-hidden">{t('account.settings.changeAvatar')}</span>
        <span className={styles.avatarFace} aria-hidden>
          <UserAvatar avatar={avatar} name={name} size={104} testId="settings-avatar" />
        </span>
        <span className={styles.avatarBadge} aria-hidden>
          {busy ? <LoaderCircle size={18} className={styles.spin} /> : <Camera size={18} />}
        </span>
        {busy && (
          <span className={styles.avatarProgress} aria-hidden>
            <svg viewBox="0 0 36 36">
              <circle cx="18" cy="18" r="16.5" pathLength="100" strokeDasharray={`${state.percent} 100`} />
            </svg>
          </span>
        )}
      </button>
      <input ref={inputRef} type="file" accept={AVATAR_ACCEPT} hidden onChange={(e) => void onFile(e)} data-testid="avatar-input" />
      <p id={statusId} className={styles.avatarStatus} data-state={state.kind} role="status" data-testid="avatar-status">
        {state.kind === 'idle' && t('account.settings.avatarHint', { size: formatBytes(AVATAR_MAX_BYTES, i18n.language) })}
        {state.kind === 'uploading' &&
          (state.percent < 100
            ? t('account.settings.uploading', { percent: formatPercent(state.percent, i18n.language) })
            : t('account.settings.processing'))}
        {state.kind === 'done' && (
          <>
            <CircleCheck size={16} aria-hidden />
            {t('account.settings.uploaded')}
          </>
        )}
        {state.kind === 'error' && (
          <>
            <CircleAlert size={16} aria-hidden />
            {t(state.key, { size: formatBytes(AVATAR_MAX_BYTES, i18n.language) })}
          </>
        )}
      </p>
    </div>
  );
}
