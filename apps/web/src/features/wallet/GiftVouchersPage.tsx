import './i18n/register-texts.ts';
import { useEffect } from 'react';
import { href } from '../../config/routes.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { getDialog, openDialog } from '../../lib/notify/dialog-store.ts';
import { Link, useNavigate } from '../../lib/router/index.ts';
import { useOffers } from './api/offers.ts';
import { OfferList } from './components/OfferList.tsx';
import { SignInPrompt } from './components/SignInPrompt.tsx';
import ui from './components/wallet.module.css';
import { useWalletUser } from '../../lib/wallet/use-wallet-user.ts';

/**
 * Mes bons d’achat (the old « Mes vouchers cadeaux », named as docs/glossary.md says; docs/wallet.md#benefices-coupons-my-gift-vouchers): the active
 * vouchers; with none, the spec's modal « Vous n’avez pas de bons d’achat disponibles », whose OK or
 * close leads back to Mes bénéfices.
 */
export function GiftVouchersPage() {
  const { loggedIn, user } = useWalletUser();
  return loggedIn ? <GiftVouchers user={user} /> : <SignInPrompt />;
}

function GiftVouchers({ user }: { user: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useOffers(user, 'voucher', 'active');
  const none = query.isSuccess && !query.data.pages[0]?.items.length;

  useEffect(() => {
    if (!none) return;
    let left = false;
    const title = t('wallet.gifts.none');
    void openDialog({ kind: 'info', title, text: t('wallet.gifts.noneText') }).then(() => {
      if (!left) void navigate(href('benefices'), { replace: true });
    });
    return () => {
      // Leaving the screen (or a language switch) closes the modal it opened.
      left = true;
      const open = getDialog();
      if (open?.title === title) open.resolve(false);
    };
  }, [none, navigate, t]);

  return (
    <div className={ui.page} data-testid="gift-vouchers-page">
      <h2 className={ui.title}>{t('wallet.gifts.title')}</h2>
      <OfferList query={query} kind="voucher" status="active" />
      {none && (
        <Link to={href('benefices')} className={ui.secondaryButton}>
          {t('wallet.gifts.toBenefits')}
        </Link>
      )}
    </div>
  );
}
