import './i18n/register-texts.ts';
import type { OfferKind, OfferStatus } from '@qadhya/contracts';
import { TabPanel, Tabs } from '../../components/ui/Tabs.tsx';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useSearchParams } from '../../lib/router/index.ts';
import { useOffers } from './api/offers.ts';
import { OfferList } from './components/OfferList.tsx';
import { SignInPrompt } from './components/SignInPrompt.tsx';
import styles from './BeneficesPage.module.css';
import ui from './components/wallet.module.css';
import { useWalletUser } from '../../lib/wallet/use-wallet-user.ts';

const KINDS: OfferKind[] = ['coupon', 'voucher'];
const STATUSES: OfferStatus[] = ['active', 'used', 'expired'];

const kindOf = (v: string | null): OfferKind => (v === 'voucher' ? 'voucher' : 'coupon');
const statusOf = (v: string | null): OfferStatus => (v === 'used' || v === 'expired' ? v : 'active');

/**
 * Mes bénéfices (docs/wallet.md#benefices-coupons-my-gift-vouchers): tabs Coupon / Voucher, the status filter Actif / Utilisé / Expiré
 * (Actif first) with their counts, the cards and their detail sheet. Tab and status live in the
 * address (?tab=voucher&status=used), so a link can open a voucher's sheet (&offer=<id>).
 */
export function BeneficesPage() {
  const { loggedIn, user } = useWalletUser();
  return loggedIn ? <Benefices user={user} /> : <SignInPrompt />;
}

function Benefices({ user }: { user: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('tab'));
  const status = statusOf(params.get('status'));
  const openId = Number(params.get('offer')) || null;
  const query = useOffers(user, kind, status);
  const counts = query.data?.pages[0]?.counts;
  const choose = (next: { tab?: OfferKind; status?: OfferStatus }) => {
    const p = new URLSearchParams();
    p.set('tab', next.tab ?? kind);
    p.set('status', next.status ?? (next.tab ? 'active' : status));
    setParams(p, { replace: true });
  };

  return (
    <div className={ui.page} data-testid="benefices-page">
      <Tabs
        id="offers"
        label={t('wallet.offers.tabs')}
        tabs={KINDS.map((k) => ({ key: k, label: t(`wallet.offers.${k}`) }))}
        value={kind}
        onChange={(k) => choose({ tab: k })}
      />
      <TabPanel id="offers" value={kind} className={styles.panel}>
        <div className={styles.filters} role="group" aria-label={t('wallet.offers.statusFilter')}>
          {STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={s === status}
              className={styles.filter}
              onClick={() => choose({ status: s })}
              data-testid={`offers-status-${s}`}
            >
              {counts ? t('wallet.offers.count', { label: t(`wallet.offers.${s}`), count: counts[s] ?? 0 }) : t(`wallet.offers.${s}`)}
            </button>
          ))}
        </div>
        <OfferList query={query} kind={kind} status={status} openId={openId} />
      </TabPanel>
    </div>
  );
}
