import type { WalletOffer } from '@qadhya/contracts';
import { Download, Share2 } from 'lucide-react';
import { Badge } from '../../../components/ui/Badge.tsx';
import { BottomSheet } from '../../../components/ui/bottom-sheet/BottomSheet.tsx';
import { Barcode } from '../../../components/ui/barcode/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { showToast } from '../../../lib/notify/toast-store.ts';
import { couponImage, downloadBlob } from '../model/coupon-image.ts';
import { downloadName, lastValidDay, offerAmountText, tunisDay, validityLines, validityTitleKey } from '../model/offer.ts';
import { shareOffer } from '../model/share.ts';
import { CodeText } from './CodeText.tsx';
import textRoles from '../../../components/ui/text.module.css';
import styles from './OfferSheet.module.css';
import ui from './wallet.module.css';

/**
 * The detail sheet of a coupon or voucher (docs/wallet.md#benefices-coupons-my-gift-vouchers): its type as title, amount, label,
 * description, the code's Code 128 barcode with the code under it (an offer used or expired: its state
 * instead of the barcode), the validity block of its kind, 'Partager Coupon' and 'Télécharger'. Keeps
 * the last offer while it slides down.
 */
export function OfferSheet({ offer, open, onClose }: { offer: WalletOffer | null; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const kindTitle = offer ? t(`wallet.sheet.${offer.kind}`) : '';
  return (
    <BottomSheet
      open={open && !!offer}
      onClose={onClose}
      label={kindTitle}
      handleLabel={t('wallet.common.sheetHandle')}
      testId="offer-sheet"
    >
      {offer && <SheetBody offer={offer} kindTitle={kindTitle} language={i18n.language} />}
    </BottomSheet>
  );
}

function SheetBody({ offer, kindTitle, language }: { offer: WalletOffer; kindTitle: string; language: string }) {
  const { t } = useTranslation();
  const date = lastValidDay(offer.expires_at, language);

  const share = async () => {
    const text = t('wallet.sheet.shareText', {
      kind: kindTitle,
      label: offer.label,
      amount: offerAmountText(offer, language),
      code: offer.code,
      date,
    });
    const outcome = await shareOffer(text);
    if (outcome === 'copied') showToast({ type: 'success', title: t('wallet.sheet.copied'), text: t('wallet.sheet.copiedText') });
    if (outcome === 'failed') showToast({ type: 'error', title: t('wallet.sheet.copyFailed') });
  };
  const download = async () => {
    try {
      const blob = await couponImage({
        title: kindTitle,
        label: offer.label,
        amount: offerAmountText(offer, language),
        code: offer.code,
        expiry: t('wallet.sheet.imageExpiry', { date }),
        rtl: language === 'ar',
      });
      downloadBlob(blob, downloadName(offer.code));
      showToast({ type: 'success', title: t('wallet.sheet.downloaded') });
    } catch {
      showToast({ type: 'error', title: t('wallet.sheet.downloadFailed') });
    }
  };

  return (
    <div className={ui.sheetBody} data-testid="offer-sheet-body" data-code={offer.code}>
      <h2 className={styles.kind}>{kindTitle}</h2>
      {offer.status !== 'active' && (
        <p className={styles.status} data-testid="offer-sheet-status" data-status={offer.status}>
          <Badge tone={offer.status === 'used' ? 'info' : 'neutral'}>
            {offer.status === 'used' && offer.used_at
              ? t('wallet.offers.usedOn', { date: tunisDay(offer.used_at, language) })
              : t('wallet.offers.expiredOn', { date })}
          </Badge>
        </p>
      )}
      <p className={styles.amount}>{offerAmountText(offer, language)}</p>
      <p className={styles.label}>{offer.label}</p>
      {offer.description && <p className={ui.muted}>{offer.description}</p>}
      <div className={styles.code}>
        {/* A used or expired offer has no barcode to scan any more: the till would refuse it (docs/wallet.md#offline-at-the-till). */}
        {offer.status === 'active' && (
          <Barcode
            value={offer.code}
            format="CODE128"
            label={t('wallet.sheet.barcode', { code: offer.code })}
            height={80}
            testId="offer-barcode"
          />
        )}
        <CodeText className={styles.codeText} label={t('wallet.sheet.code')} code={offer.code} testId="offer-code" />
      </div>
      <section className={styles.validity} aria-labelledby={`validity-${offer.id}`}>
        <h3 id={`validity-${offer.id}`} className={textRoles.sectionTitle}>
          {t(validityTitleKey(offer.kind))}
        </h3>
        <ul className={styles.terms} data-testid="offer-terms">
          {validityLines(offer, language).map((line) => (
            <li key={line.key}>{t(line.key, line.values)}</li>
          ))}
        </ul>
      </section>
      <div className={ui.actions}>
        <button type="button" className={ui.secondaryButton} onClick={() => void share()} data-testid="offer-share">
          <Share2 size={18} aria-hidden />
          {t(offer.kind === 'voucher' ? 'wallet.sheet.shareVoucher' : 'wallet.sheet.share')}
        </button>
        <button type="button" className={ui.primaryButton} onClick={() => void download()} data-testid="offer-download">
          <Download size={18} aria-hidden />
          {t('wallet.sheet.download')}
        </button>
      </div>
    </div>
  );
}
