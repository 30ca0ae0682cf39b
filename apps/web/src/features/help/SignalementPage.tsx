import './i18n/register.ts';
import { HELP_LIMITS, ISSUE_TYPES, reportProblems, RequestId, type HelpRule } from '@qadhya/contracts';
import { formatBytes } from '@qadhya/domain';
import { MessageSquareWarning } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextArea } from '../../components/ui/form/index.ts';
import { SignInPrompt } from '../../components/ui/sign-in-prompt/index.ts';
import { href } from '../../config/routes.ts';
import { focusFirstInvalid, formResolver, shownError, showServerRules, withRules } from '../../lib/forms/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useNavigate } from '../../lib/router/index.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import { sendReport } from './api/help-api.ts';
import { SENT } from './model/sent.ts';
import { PhotoPicker } from './components/PhotoPicker.tsx';
import { StorePicker } from './components/StorePicker.tsx';
import { draftValues, newRequestId, readDraft, removeDraft, useFormDraft, writeDraft } from './model/draft.ts';
import { failureKey, serverProblems } from './model/form-errors.ts';
import styles from './help.module.css';

type F = 'ISSUE_TYPE' | 'DESCRIPTION' | 'LOCATION' | 'PHOTO';
const FIELDS: readonly F[] = ['ISSUE_TYPE', 'DESCRIPTION', 'LOCATION', 'PHOTO'];
const PHOTO_KEY = 'help-draft:report-photo';

interface StoredPhoto {
  name: string;
  dataUrl: string;
}

/**
 * POST /issue-reports is multipart (the route reads its stream): its text fields as the contract
 * lists them (IssueReportForm), checked with the contract's rules (reportProblems, docs/help.md#rules).
 * On screen PHOTO is whether a photo is attached (the file itself is kept beside the form).
 */
const ReportFields = z.object({
  ISSUE_TYPE: z.string(),
  DESCRIPTION: z.string(),
  LOCATION: z.string(),
  PHOTO: z.boolean(),
  request_id: RequestId,
});
const schema = withRules(ReportFields, (v) => reportProblems({ ...v, hasPhoto: v.PHOTO }));

const fresh = () => ({ ISSUE_TYPE: '', DESCRIPTION: '', LOCATION: '', PHOTO: false, request_id: newRequestId() });

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
  if (!loggedIn)
    return (
      <SignInPrompt
        icon={<MessageSquareWarning size={36} />}
        title={t('help.signIn.title')}
        text={t('help.signIn.report')}
        button={t('help.signIn.button')}
      />
    );
  return <ReportForm />;
}

function ReportForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [photo, setPhoto] = useState<{ blob: Blob; name: string } | null>(null);
  // A draft's photo is attached again only once its file is back (below).
  const form = useForm({
    resolver: formResolver(schema, 'report'),
    mode: 'onTouched',
    defaultValues: { ...draftValues('report', fresh), PHOTO: false },
  });
  const clear = useFormDraft('report', form, fresh);
  const location = useController({ control: form.control, name: 'LOCATION' });
  const [photoLocal, setPhotoLocal] = useState<HelpRule | 'size' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  // The photo of a draft comes back after a reload when it fitted in the session's storage.
  useEffect(() => {
    const stored = readDraft<StoredPhoto>(PHOTO_KEY);
    if (!stored.dataUrl || !stored.name) return;
    void fetch(stored.dataUrl)
      .then((r) => r.blob())
      .then((blob) => {
        setPhoto((p) => p ?? { blob, name: stored.name! });
        form.setValue('PHOTO', true);
      })
      .catch(() => undefined);
  }, [form]);

  const errorOf = (f: F): string | null => {
    if (f === 'PHOTO' && photoLocal === 'size')
      return t('help.report.errors.photoSize', { size: formatBytes(HELP_LIMITS.photoMaxBytes, i18n.language) });
    if (f === 'PHOTO' && photoLocal === 'image') return t('help.report.errors.photoImage');
    const key = shownError(form.formState, f);
    return key ? t(key) : null;
  };
  const edited = () => setFailure(null);

  const attached = (has: boolean) => form.setValue('PHOTO', has, { shouldTouch: true, shouldValidate: true });
  const pick = (file: File) => {
    attached(photo !== null);
    if (!file.type.startsWith('image/')) return setPhotoLocal('image');
    if (file.size > HELP_LIMITS.photoMaxBytes) return setPhotoLocal('size');
    setPhotoLocal(null);
    setPhoto({ blob: file, name: file.name });
    attached(true);
    setFailure(null);
    if (file.size < 2 * 1024 * 1024) void toDataUrl(file).then((dataUrl) => writeDraft(PHOTO_KEY, { name: file.name, dataUrl }));
    else removeDraft(PHOTO_KEY);
  };

  const submit = form.handleSubmit(
    async (v, event) => {
      if (photoLocal || !photo || sending) return focusFirstInvalid(event?.target as HTMLFormElement);
      setSending(true);
      setFailure(null);
      try {
        await sendReport({
          ISSUE_TYPE: v.ISSUE_TYPE,
          DESCRIPTION: v.DESCRIPTION.trim(),
          LOCATION: v.LOCATION,
          request_id: v.request_id,
          photo: photo.blob,
          photoName: photo.name,
        });
        clear();
        removeDraft(PHOTO_KEY);
        void navigate(href('reclamation'), { replace: true, state: SENT });
      } catch (error) {
        const refused = serverProblems(error, FIELDS);
        if (refused) showServerRules(form.setError, 'report', refused);
        else setFailure(failureKey(error));
        setSending(false);
      }
    },
    (_, event) => focusFirstInvalid(event?.target as HTMLFormElement),
  );

  const typeError = errorOf('ISSUE_TYPE');
  return (
    <form className={styles.page} onSubmit={(e) => void submit(e)} noValidate data-testid="signalement-page">
      <p className={styles.intro}>{t('help.report.intro')}</p>
      <fieldset className={styles.field} aria-describedby={typeError ? 'report-type-error' : undefined}>
        <legend className={styles.label}>{t('help.report.type')}</legend>
        <div className={styles.choices}>
          {ISSUE_TYPES.map((type) => (
            <label key={type} className={styles.choice}>
              <input
                type="radio"
                value={type}
                {...form.register('ISSUE_TYPE', { onChange: () => edited() })}
                aria-invalid={typeError ? true : undefined}
                data-testid={`report-type-${type}`}
              />
              {t(`help.report.types.${type}`)}
            </label>
          ))}
        </div>
        {typeError ? (
          <p id="report-type-error" className={styles.error} data-testid="report-type-error">
            {typeError}
          </p>
        ) : null}
      </fieldset>
      <TextArea
        label={t('help.report.description')}
        hint={t('help.report.descriptionHint')}
        {...form.register('DESCRIPTION', { onChange: () => edited() })}
        error={errorOf('DESCRIPTION')}
        maxLength={HELP_LIMITS.textMax}
        testId="report-description"
      />
      <StorePicker
        value={location.field.value}
        onChange={(code) => {
          location.field.onChange(code);
          location.field.onBlur();
          edited();
        }}
        onBlur={location.field.onBlur}
        error={errorOf('LOCATION')}
      />
      <PhotoPicker
        photo={photo?.blob ?? null}
        onPick={pick}
        onRemove={() => {
          setPhoto(null);
          attached(false);
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
