import { WalletCards } from 'lucide-react';
import { SignInPrompt as Prompt } from '../../../components/ui/sign-in-prompt/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** What a visitor sees on a wallet screen: what the wallet holds and a way to sign in (the shared prompt). */
export function SignInPrompt() {
  const { t } = useTranslation();
  return (
    <Prompt
      icon={<WalletCards size={36} />}
      title={t('wallet.signIn.title')}
      text={t('wallet.signIn.text')}
      button={t('wallet.signIn.button')}
    />
  );
}
