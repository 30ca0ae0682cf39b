import './i18n/register.ts';
import { HELP_LIMITS, ISSUE_TYPES, reportProblems, type HelpRule } from '@qadhya/contracts';
import { MessageSquareWarning } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { SignInPrompt } from '../../components/ui/sign-in-prompt/index.ts';
import { href } from '../../config/routes.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useNavigate } from '../../lib/router/index.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import { sendReport } from './api/help-api.ts';
import { SENT } from './model/sent.ts';
import { Field } from './components/Field.tsx';
import { PhotoPicker } from './components/PhotoPicker.tsx';
import { StorePicker } from './components/StorePicker.tsx';
import { newRequestId, readDraft, removeDraft, useDraft, writeDraft } from './model/draft.ts';
import { failureKey, serverProblems } from './model/form-errors.ts';
import styles from './help.module.css';

type F = 'ISSUE_TYPE' | 'DESCRIPTION' | 'LOCATION' | 'PHOTO';
const FIELDS: readonly F[] = ['ISSUE_TYPE', 'DESCRIPTION', 'LOCATION', 'PHOTO'];
const PHOTO_KEY = 'help-draft:report-photo';

interface StoredPhoto {
  name: string;
  dataUrl: string;
}

/** The spec's message for a refused field (docs/help.md#rules). */
function messageKey(field: F, rule: HelpRule): string {
  if (rule === 'max') return 'help.report.errors.tooLong';
  if (field === 'ISSUE_TYPE') return 'help.report.errors.type';
  if (field === 'DESCRIPTION') return 'help.report.errors.description';
  if (field === 'LOCATION') return 'help.report.errors.location';
  if (rule === 'image') return 'help.report.errors.photoImage';
  return 'help.report.errors.photo';
}

async function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** signalement (docs/help.md#screens): a shopper's issue report; visitors are asked to sign in. */
export function SignalementPage() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  if (!loggedIn) return <SignInPrompt icon={<MessageSquareWarning size={36} />} title={t('help.signIn.title')} text={t('help.signIn.report')} button={t('help.signIn.button')} />;
  return <ReportForm />;
}

function ReportForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, patch, clear] = useDraft('report', () => ({ ISSUE_TYPE: '', DESCRIPTION: '', LOCATION: '', request_id: newRequestId() }));
  const [photo, setPhoto] = useState<{ blob: Blob; name: string } | null>(null);
  const [photoLocal, setPhotoLocal] = useState<HelpRule | 'size' | null>(null);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [server, setServer] = useState<Partial<Record<F, HelpRule>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  // The photo of a draft comes back after a reload when it fitted in the session's storage.
  useEffect(() => {
    const stored = readDraft<StoredPhoto>(PHOTO_KEY);
    if (!stored.dataUrl || !stored.name) return;
    void fetch(stored.dataUrl)
      .then((r) => r.blob())
      .then((blob) => setPhoto((p) => p ?? { blob, name: stored.name! }))
      .catch(() => undefined);
  }, []);

  const problems = reportProblems({ ...draft, hasPhoto: photo !== null });
  const ruleOf = (f: F): HelpRule | undefined => (f === 'PHOTO' && photoLocal === 'image' ? 'image' : (server[f] ?? problems[f]));
  const errorOf = (f: F): string | null => {
    if (f === 'PHOTO' && photoLocal === 'size') return t('help.report.errors.photoSize');
    const rule = ruleOf(f);
    return touched[f] && rule ? t(messageKey(f, rule)) : null;
  };
  const edit = (f: F, p: Partial<typeof draft>) => {
    patch(p);
    setServer((s) => ({ ...s, [f]: undefined }));
    setFailure(null);
  };
  const touch = (f: F) => setTouched((v) => ({ ...v, [f]: true }));

  const pick = (file: File) => {
    touch('PHOTO');
    setServer((s) => ({ ...s, PHOTO: undefined }));
    if (!file.type.startsWith('image/')) return setPhotoLocal('image');
    if (file.size > HELP_LIMITS.photoMaxBytes) return setPhotoLocal('size');
    setPhotoLocal(null);
    setPhoto({ blob: file, name: file.name });
    setFailure(null);
    if (file.size < 2 * 1024 * 1024) void toDataUrl(file).then((dataUrl) => writeDraft(PHOTO_KEY, { name: file.name, dataUrl }));
    else removeDraft(PHOTO_KEY);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ ISSUE_TYPE: true, DESCRIPTION: true, LOCATION: true, PHOTO: true });
    if (Object.keys(problems).length > 0 || photoLocal || !photo || sending) {
      (document.querySelector('[aria-invalid="true"]') as HTMLElement | null)?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await sendReport({ ISSUE_TYPE: draft.ISSUE_TYPE, DESCRIPTION: draft.DESCRIPTION.trim(), LOCATION: draft.LOCATION, request_id: draft.request_id, photo: photo.blob, photoName: photo.name });
      clear();
      removeDraft(PHOTO_KEY);
      void navigate(href('reclamation'), { replace: true, state: SENT });
    } catch (error) {
      const refused = serverProblems(error, FIELDS);
      if (refused) setServer(refused);
      else setFailure(failureKey(error));
      setSending(false);
    }
  };

  return (
    <form className={styles.page} onSubmit={(e) => void submit(e)} noValidate data-testid="signalement-page">
      <p className={styles.intro}>{t('help.report.intro')}</p>
      <fieldset className={styles.field} aria-describedby={errorOf('ISSUE_TYPE') ? 'report-type-error' : undefined}>
        <legend className={styles.label}>{t('help.report.type')}</legend>
        <div className={styles.choices}>
          {ISSUE_TYPES.map((type) => (
            <label key={type} className={styles.choice}>
              <input
                type="radio"
                name="ISSUE_TYPE"
                value={type}
                checked={draft.ISSUE_TYPE === type}
                onChange={() => {
                  edit('ISSUE_TYPE', { ISSUE_TYPE: type });
                  touch('ISSUE_TYPE');
                }}
                aria-invalid={errorOf('ISSUE_TYPE') ? true : undefined}
                data-testid={`report-type-${type}`}
              />
              {t(`help.report.types.${type}`)}
            </label>
          ))}
        </div>
        {errorOf('ISSUE_TYPE') ? (
          <p id="report-type-error" className={styles.error} data-testid="report-type-error">
            {errorOf('ISSUE_TYPE')}
          </p>
        ) : null}
      </fieldset>
      <Field
        label={t('help.report.description')}
        hint={t('help.report.descriptionHint')}
        multiline
        value={draft.DESCRIPTION}
        onChange={(v) => edit('DESCRIPTION', { DESCRIPTION: v })}
        onBlur={() => touch('DESCRIPTION')}
        error={errorOf('DESCRIPTION')}
        maxLength={HELP_LIMITS.textMax}
        testId="report-description"
      />
      <StorePicker
        value={draft.LOCATION}
        onChange={(code) => {
          edit('LOCATION', { LOCATION: code });
          touch('LOCATION');
        }}
        onBlur={() => touch('LOCATION')}
        error={errorOf('LOCATION')}
      />
      <PhotoPicker
        photo={photo?.blob ?? null}
        onPick={pick}
        onRemove={() => {
          setPhoto(null);
          removeDraft(PHOTO_KEY);
        }}
        error={errorOf('PHOTO')}
      />
      {failure ? (
        <p className={styles.notice} role="alert" data-testid="report-failure">
          {t(failure)}
        </p>
      ) : null}
      <button type="submit" className={styles.primaryButton} disabled={sending} data-testid="report-submit">
        {sending ? t('help.common.sending') : t('help.report.submit')}
      </button>
    </form>
  );
}
