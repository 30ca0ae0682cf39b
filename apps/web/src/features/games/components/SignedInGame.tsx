import type { ReactNode } from 'react';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useSession } from '../../../lib/storage/use-session.ts';
import '../i18n/register-texts.ts';

/**
 * A games screen for a signed-in shopper (docs/games.md#the-games): the screen itself, given the
 * shopper's id (`me` until the session names them), or the games' sign-in prompt with the screen's icon.
 */
export function SignedInGame({ icon, children }: { icon: ReactNode; children: (user: string) => ReactNode }) {
  const { loggedIn, user } = useSession();
  const { t } = useTranslation();
  if (!loggedIn)
    return <SignInPrompt icon={icon} title={t('games.signIn.title')} text={t('games.signIn.text')} button={t('games.signIn.button')} />;
  return children(user?.ID == null ? 'me' : String(user.ID));
}
