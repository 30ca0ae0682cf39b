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
import { AccountRow, type AccountRowProps } from './components/AccountRow.tsx';
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

  // The account's rows, then the app's (docs/accounts.md#profile); a row's label and hint are its texts `<id>` and `<id>Hint`.
  const texts = (id: 'settings' | 'notifs' | 'theme' | 'legal' | 'privacy') => ({
    id,
    label: t(`account.profile.${id}`),
    hint: t(`account.profile.${id}Hint`),
  });
  const sections: { heading: string; rows: (AccountRowProps & { id: string })[] }[] = [
    {
      heading: t('account.profile.sectionAccount'),
      rows: [
        { ...texts('settings'), to: href('settings'), icon: Settings, tone: 'red' },
        { id: 'family', label: t('account.profile.family'), hint: familyHint, to: href('family'), icon: Users, tone: 'green' },
        { ...texts('notifs'), to: href('notifs'), icon: Bell, tone: 'amber' },
      ],
    },
    {
      heading: t('account.profile.sectionApp'),
      rows: [
        { ...texts('theme'), to: href('theme'), icon: Palette, tone: 'pink' },
        { ...texts('legal'), to: href('legal'), icon: FileText, tone: 'blue' },
        { ...texts('privacy'), onClick: () => setCookies(true), icon: ShieldCheck, tone: 'orange' },
      ],
    },
  ];

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

      {sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.heading}>{section.heading}</h2>
          <div className={styles.card}>
            {section.rows.map(({ id, ...row }) => (
              <AccountRow key={id} {...row} testId={`row-${id}`} />
            ))}
          </div>
        </section>
      ))}

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
