import type { ProfileUpdate } from '@qadhya/contracts';
import { PartyPopper } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { changeLanguage, useTranslation } from '../../../lib/i18n/index.ts';
import { isLanguage } from '../../../lib/i18n/language.ts';
import { readCurrentUser, saveCurrentUser } from '../../../lib/storage/session.ts';
import { updateProfile } from '../api/update-profile.ts';
import { clientDefaults } from '../logic/client-defaults.ts';
import type { ClientForm } from '../logic/form-schemas.ts';
import { storedUser } from '../logic/stored-user.ts';
import styles from '../auth.module.css';
import { SubmitButton } from './fields.tsx';
import { lazyResolver } from '../../../lib/forms/index.ts';
import { ProfileForm } from './ProfileFields.tsx';
import { showAuthError } from './show-auth-error.ts';
import { StepFrame } from './StepFrame.tsx';

/** The form's check with the password required or kept, fetched with zod once the step shows (docs/forms.md#bundle-size). */
const clientResolvers = {
  required: lazyResolver(() => import('../logic/form-schemas.ts').then((m) => m.clientSchema(true)), 'client'),
  kept: lazyResolver(() => import('../logic/form-schemas.ts').then((m) => m.clientSchema(false)), 'client'),
};

interface ClientStepProps {
  onSaved: () => void;
  /** The code session is too old to set a password (10 minutes): sign in again by a new SMS code. */
  onNeedCode: (phone: string) => void;
  /** The only way out of an unfinished sign-up but finishing it (docs/accounts.md#unfinished-sign-up). */
  onSignOut: () => void | Promise<void>;
}

/**
 * 'Nouveau client !': the profile prefilled from the stored user; 'C'est parti !' → PUT /users/me →
 * loading. The password set here needs no other proof: the server accepts it within 10 minutes of
 * the code sign-in. Later (403 PASSWORD_PROOF_REQUIRED) the rest of the profile is saved and a new
 * code is asked, after which this step comes back with the saved values.
 */
export function ClientStep({ onSaved, onNeedCode, onSignOut }: ClientStepProps) {
  const { t, i18n } = useTranslation();
  const user = useMemo(() => readCurrentUser(), []);
  const passwordRequired = user?.HAS_PASSWORD !== true;
  const resolver = clientResolvers[passwordRequired ? 'required' : 'kept'];
  useEffect(() => resolver.preload(), [resolver]);
  const form = useForm<ClientForm, unknown, ClientForm>({
    resolver: resolver as unknown as Resolver<ClientForm, unknown, ClientForm>,
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: clientDefaults(user),
  });

  const onValid = async (values: ClientForm) => {
    const body: ProfileUpdate = {
      NAME: values.NAME,
      LASTNAME: values.LASTNAME,
      GENDER: values.GENDER as 'homme' | 'femme',
      BIRTHDATE: values.BIRTHDATE,
      EMAIL: values.EMAIL,
      ADDRESS: values.ADDRESS,
      LANGUAGE: values.LANGUAGE,
      ...(values.PASSWORD ? { PASSWORD: values.PASSWORD } : {}),
    };
    try {
      const { data } = await updateProfile(body);
      saveCurrentUser(storedUser(data));
      if (isLanguage(data.LANGUAGE) && data.LANGUAGE !== i18n.language) await changeLanguage(data.LANGUAGE);
      onSaved();
    } catch (error) {
      const notice = showAuthError(error, 'profile');
      if (!notice.needsNewCode) return;
      const { PASSWORD: _password, ...profile } = body;
      try {
        saveCurrentUser(storedUser((await updateProfile(profile)).data));
      } catch {
        // The profile is typed again after the code; nothing is lost but time.
      }
      onNeedCode(values.PHONE);
    }
  };

  return (
    <StepFrame step="client" title={t('auth.client.title')} text={t('auth.client.text')} icon={PartyPopper}>
      <ProfileForm
        form={form}
        onValid={onValid}
        testId="client"
        phoneReadOnly
        passwordHint={passwordRequired ? t('auth.client.passwordNew') : t('auth.client.passwordKeep')}
      >
        <div className={styles.actions}>
          <SubmitButton busy={form.formState.isSubmitting} testId="client-submit">
            {t('auth.client.submit')}
          </SubmitButton>
          <button type="button" className={styles.ghost} onClick={() => void onSignOut()} data-testid="client-sign-out">
            {t('auth.client.signOut')}
          </button>
        </div>
      </ProfileForm>
    </StepFrame>
  );
}
