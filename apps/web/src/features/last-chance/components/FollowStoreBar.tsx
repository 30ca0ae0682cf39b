import '../i18n/register-follows.ts';
import { Bell, BellRing, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/Button.tsx';
import { IconButton } from '../../../components/ui/IconButton.tsx';
import { href } from '../../../config/routes.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useSession } from '../../../lib/storage/use-session.ts';
import { useLastChanceFollows, useSetLastChanceFollows } from '../api/follows.ts';
import { followsStore, withStore } from '../model/follows.ts';
import { FollowSettingsSheet } from './FollowSettingsSheet.tsx';
import styles from './FollowStoreBar.module.css';

/**
 * « Suivre ce magasin » / « Suivi » over the store's offers (docs/last-chance.md#alerts): the store's
 * new offers come as an alert; the settings sheet narrows them to categories and lists the products
 * followed. A visitor is asked to sign in.
 */
export function FollowStoreBar({ magasin }: { magasin: string | null }) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const follows = useLastChanceFollows();
  const save = useSetLastChanceFollows();
  const [open, setOpen] = useState(false);
  if (!magasin) return null;
  if (!loggedIn)
    return (
      <div className={styles.bar}>
        <ButtonLink to={href('login')} variant="secondary" size="sm" data-testid="last-chance-follow-sign-in">
          <Bell size={16} aria-hidden />
          <span>{t('lastChanceFollow.signIn')}</span>
        </ButtonLink>
      </div>
    );
  if (!follows.data) return null;
  const following = followsStore(follows.data, magasin);
  return (
    <div className={styles.bar} data-testid="last-chance-follow" data-following={following}>
      <Button
        variant={following ? 'secondary' : 'primary'}
        size="sm"
        aria-pressed={following}
        aria-describedby="lc-follow-hint"
        busy={save.isPending}
        onClick={() => save.mutate(withStore(follows.data, magasin, !following))}
        data-testid="last-chance-follow-store"
      >
        {following ? <BellRing size={16} aria-hidden /> : <Bell size={16} aria-hidden />}
        <span>{following ? t('lastChanceFollow.following') : t('lastChanceFollow.follow')}</span>
      </Button>
      <span id="lc-follow-hint" className="visually-hidden">
        {t('lastChanceFollow.followHint')}
      </span>
      <IconButton
        label={t('lastChanceFollow.settings')}
        icon={<SlidersHorizontal size={18} aria-hidden />}
        size="sm"
        onClick={() => setOpen(true)}
        data-testid="last-chance-follow-settings"
      />
      <p role="status" className={styles.failed}>
        {save.isError ? t('lastChanceFollow.failed') : ''}
      </p>
      {open && <FollowSettingsSheet follows={follows.data} magasin={magasin} onClose={() => setOpen(false)} />}
    </div>
  );
}
