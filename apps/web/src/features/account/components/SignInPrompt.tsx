import { UserRound } from 'lucide-react';
import { SignInPrompt as Prompt } from '../../../components/ui/sign-in-prompt/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** What anonymous visitors see on an account screen: a clear way to sign in (the shared prompt). */
export function SignInPrompt() {
  const { t } = useTranslation();
  return (
    <Prompt
      icon={<UserRound size={36} />}
      title={t('account.signIn.title')}
      text={t('account.signIn.text')}
      button={t('account.signIn.button')}
    />
  );
}
