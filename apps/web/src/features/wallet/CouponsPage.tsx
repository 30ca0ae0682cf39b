import './i18n/register-texts.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useOffers } from './api/offers.ts';
import { OfferList } from './components/OfferList.tsx';
import { SignInPrompt } from './components/SignInPrompt.tsx';
import ui from './components/wallet.module.css';
import { useWalletUser } from '../../lib/wallet/use-wallet-user.ts';

/** Coupons (docs/wallet.md#benefices-coupons-my-gift-vouchers): the shopper's active coupons, the same cards and sheet as benefices. */
export function CouponsPage() {
  const { loggedIn, user } = useWalletUser();
  return loggedIn ? <Coupons user={user} /> : <SignInPrompt />;
}

function Coupons({ user }: { user: string }) {
  const { t } = useTranslation();
  const query = useOffers(user, 'coupon', 'active');
  return (
    <div className={ui.page} data-testid="coupons-page">
      <h2 className={ui.title}>{t('wallet.coupons.title')}</h2>
      <OfferList query={query} kind="coupon" status="active" />
    </div>
  );
}
