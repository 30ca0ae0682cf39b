import './i18n/register-texts.ts';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Phone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useNavigate } from '../../lib/router/index.ts';
import { LanguageSwitch } from '../../components/ui/LanguageSwitch.tsx';
import { ShareSheet } from '../../components/ui/share-sheet/ShareSheet.tsx';
import { paths } from '../../config/routes.ts';
import { confirmDialog } from '../../lib/notify/dialog-store.ts';
import { showToast, TOAST_LIFE } from '../../lib/notify/toast-store.ts';
import { clearSession, displayName } from '../../lib/storage/session.ts';
import { forgetWallet } from '../../lib/wallet/forget-wallet.ts';
import { signedInWalletUser } from '../../lib/wallet/wallet-user.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import { useDeleteAccount } from './api/delete-account.ts';
import { useFamily } from './api/get-family.ts';
import { useReferralCode } from './api/get-referral-code.ts';
import { useMe } from './api/get-me.ts';
import { useUpdateProfile } from './api/update-profile.ts';
import account from './components/account.module.css';
import { SignInPrompt } from './components/SignInPrompt.tsx';
import { toShareMembers } from './model/share-members.ts';
import { toProfileUpdate, type ProfileFormValues } from './model/profile-form.ts';
import { proofMessage, sendCodeMessage, type ProofMessage } from './model/password-change.ts';
import { requestPasswordCode } from './api/request-password-code.ts';
import { isApiError } from '../../lib/api/index.ts';
import { AvatarPicker } from './components/settings/AvatarPicker.tsx';
import { DeleteAccount } from './components/settings/DeleteAccount.tsx';
import { LinkedAccounts } from './components/settings/LinkedAccounts.tsx';
import { ProfileForm, type SaveOutcome } from './components/settings/ProfileForm.tsx';
import styles from './SettingsPage.module.css';
import { useSignOut } from './use-sign-out.ts';
import { AccountRow } from './components/AccountRow.tsx';

/** Réglages (docs/accounts.md#settings): avatar, name, phone, 'Mes informations', language, account deletion. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  return (
    <div className={account.page} data-testid="settings-page">
      {loggedIn ? <MemberSettings /> : <SignInPrompt />}
      <section className={account.section} aria-labelledby="settings-preferences">
        <h2 id="settings-preferences" className={account.heading}>
          {t('account.settings.preferences')}
        </h2>
        <LanguageSwitch />
      </section>
      {loggedIn && <SignOutRow />}
      {loggedIn && <DeleteBlock />}
    </div>
  );
}

function MemberSettings() {
  const { t } = useTranslation();
  const { user } = useSession();
  useMe();
  const family = useFamily();
  const referralCode = useReferralCode();
  const update = useUpdateProfile();
  const [shareOpen, setShareOpen] = useState(false);
  const name = displayName(user);
  const id = typeof user?.ID === 'number' ? user.ID : Number(user?.ID) || undefined;

  const save = async (values: ProfileFormValues): Promise<SaveOutcome> => {
    const body = toProfileUpdate(values, id);
    try {
      await update.mutateAsync(body);
    } catch (error) {
      if (body.PASSWORD === undefined) return { ok: false }; // the default handler already said why
      // A new password goes silently: its proof's refusals show on the form, anything else as a toast.
      const proof = isApiError(error) ? proofMessage(error, values.PROOF ?? 'current') : null;
      if (proof) return { ok: false, proof };
      if (!isApiError(error) || error.status !== 401) {
        showToast({ type: 'error', title: t('account.settings.saveFailed'), durationMs: TOAST_LIFE.medium });
      }
      return { ok: false };
    }
    showToast({ type: 'success', title: t('account.settings.saved'), durationMs: TOAST_LIFE.short });
    setShareOpen(true);
    return { ok: true };
  };

  const sendCode = async (): Promise<ProofMessage | null> => {
    if (typeof user?.PHONE !== 'string') return sendCodeMessage({ code: 'NO_PHONE' });
    try {
      await requestPasswordCode(user.PHONE);
      return null;
    } catch (error) {
      return sendCodeMessage(isApiError(error) ? error : { code: 'NETWORK_ERROR' });
    }
  };

  return (
    <>
      <section className={styles.identity}>
        <AvatarPicker avatar={user?.AVATAR as string | null | undefined} name={name} />
        <p className={styles.name} data-testid="settings-name">
          {name}
        </p>
        {typeof user?.PHONE === 'string' && (
          <p className={styles.phone}>
            <Phone size={14} aria-hidden />
            <span className="ltr-isolate" data-testid="settings-phone">
              {user.PHONE}
            </span>
          </p>
        )}
      </section>

      <section className={account.section} aria-labelledby="settings-info">
        <h2 id="settings-info" className={account.heading}>
          {t('account.settings.infoTitle')}
        </h2>
        <div className={`${account.card} ${styles.formCard}`}>
          <ProfileForm user={user} saving={update.isPending} onSave={save} onSendCode={sendCode} />
        </div>
      </section>

      <LinkedAccounts />

      {referralCode.data && (
        <ShareSheet
          open={shareOpen}
          onClose={() => setShareOpen(false)}
          code={referralCode.data}
          members={toShareMembers(family.data?.members)}
        />
      )}
    </>
  );
}

/** Logout from the settings too, behind a confirm dialog (the profile's row logs out at once). */
function SignOutRow() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const onClick = async () => {
    if (await confirmDialog(t('settings.logoutTitle'), t('settings.logoutText'))) await signOut();
  };
  return (
    <div className={account.card}>
      <AccountRow onClick={() => void onClick()} icon={LogOut} tone="red" danger label={t('settings.logout')} testId="logout" />
    </div>
  );
}

function DeleteBlock() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const remove = useDeleteAccount();

  const onDelete = async () => {
    if (!(await confirmDialog(t('account.settings.deleteConfirmTitle'), t('account.settings.deleteConfirmText')))) return;
    try {
      await remove.mutateAsync();
    } catch {
      return; // the default handler already said why
    }
    const walletUser = signedInWalletUser();
    clearSession();
    void forgetWallet(walletUser);
    client.removeQueries({ queryKey: ['account'] });
    showToast({ type: 'success', title: t('account.settings.deleted'), durationMs: TOAST_LIFE.short });
    void navigate(paths.home); // account deletion success navigates to /layout (docs/accounts.md#settings)
  };

  return <DeleteAccount busy={remove.isPending} onDelete={() => void onDelete()} />;
}
