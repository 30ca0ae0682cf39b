import './i18n/register-texts.ts';
import { Bell, Copy, FileText, LogOut, Palette, Settings, ShieldCheck, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Link } from '../../lib/router/index.ts';
import { href, paths } from '../../config/routes.ts';
import { copyText } from '../../lib/device/clipboard.ts';
import { showToast, TOAST_LIFE } from '../../lib/notify/toast-store.ts';
import { displayName } from '../../lib/storage/session.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import { useFamily } from './api/get-family.ts';
import { useInvitations } from './api/get-invitations.ts';
import { useMe } from './api/get-me.ts';
import { AccountRow } from './components/AccountRow.tsx';
import styles from './components/account.module.css';
import { CookieDialog } from './components/CookieDialog.tsx';
import { SignInPrompt } from './components/SignInPrompt.tsx';
import { UserAvatar } from './components/UserAvatar.tsx';
import page from './ProfilePage.module.css';
import { useSignOut } from './use-sign-out.ts';

/** Mon profil (docs/accounts.md#profile): identity, UID copy, ADMIN, account and app rows, logout. */
export function ProfilePage() {
  const { loggedIn } = useSession();
  return loggedIn ? <MemberProfile /> : <SignInPrompt />;
}

function MemberProfile() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const { user } = useSession();
  useMe();
  const family = useFamily();
  const [cookies, setCookies] = useState(false);
  const name = displayName(user);
  const uid = user?.ID !== undefined && user.ID !== null ? String(user.ID) : '';
  const invitations = useInvitations();
  const count = family.data?.members.length;
  const received = invitations.data?.count ?? 0;
  // '2 invitations reçues' with the real number; with none, the member count (docs/accounts.md#profile).
  const familyHint = received
    ? t('account.profile.invitationsCount', { count: received })
    : count === undefined
      ? '\u00a0'
      : count
        ? t('account.profile.familyCount', { count })
        : t('account.profile.familyNone');

  const copyUid = async () => {
    if (uid && (await copyText(uid))) showToast({ type: 'success', title: t('account.profile.uidCopied'), durationMs: TOAST_LIFE.short });
  };

  return (
    <div className={styles.page} data-testid="profile-page">
      <section className={page.hero}>
        <Link to={paths.root} className={page.admin} aria-label={t('account.profile.adminLabel')} data-testid="profile-admin">
          {t('account.profile.admin')}
        </Link>
        <UserAvatar avatar={user?.AVATAR as string | null | undefined} name={name} size={92} testId="profile-avatar" />
        <h2 className={page.name} data-testid="profile-page-name">
          {name}
        </h2>
        {uid && (
          <div className={page.uidRow}>
            <span className={page.uidLabel}>{t('account.profile.uid')}</span>
            <span className={`${page.uid} ltr-isolate`} data-testid="profile-page-uid">
              {uid}
            </span>
            <button
              type="button"
              className={page.copy}
              onClick={() => void copyUid()}
              aria-label={t('account.profile.copyUid')}
              data-testid="profile-copy-uid"
            >
              <Copy size={16} aria-hidden />
            </button>
          </div>
        )}
      </section>

      <section className={styles.section}>
        <h2 className={styles.heading}>{t('account.profile.sectionAccount')}</h2>
        <div className={styles.card}>
          <AccountRow
            to={href('settings')}
            icon={Settings}
            tone="red"
            label={t('account.profile.settings')}
            hint={t('account.profile.settingsHint')}
            testId="row-settings"
          />
          <AccountRow
            to={href('family')}
            icon={Users}
            tone="green"
            label={t('account.profile.family')}
            hint={familyHint}
            testId="row-family"
          />
          <AccountRow
            to={href('notifs')}
            icon={Bell}
            tone="amber"
            label={t('account.profile.notifs')}
            hint={t('account.profile.notifsHint')}
            testId="row-notifs"
          />
        </div>
      </section>

      <section className={styles.section}>
        <h2 className={styles.heading}>{t('account.profile.sectionApp')}</h2>
        <div className={styles.card}>
          <AccountRow
            to={href('theme')}
            icon={Palette}
            tone="pink"
            label={t('account.profile.theme')}
            hint={t('account.profile.themeHint')}
            testId="row-theme"
          />
          <AccountRow
            to={href('legal')}
            icon={FileText}
            tone="blue"
            label={t('account.profile.legal')}
            hint={t('account.profile.legalHint')}
            testId="row-legal"
          />
          <AccountRow
            onClick={() => setCookies(true)}
            icon={ShieldCheck}
            tone="orange"
            label={t('account.profile.privacy')}
            hint={t('account.profile.privacyHint')}
            testId="row-privacy"
          />
        </div>
      </section>

      <div className={styles.card}>
        <AccountRow
          onClick={() => void signOut()}
          icon={LogOut}
          tone="red"
          danger
          label={t('account.profile.logout')}
          hint={t('account.profile.logoutHint')}
          testId="row-logout"
        />
      </div>

      {cookies && <CookieDialog onClose={() => setCookies(false)} />}
    </div>
  );
}
