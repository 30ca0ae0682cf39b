import type { Store } from '@qadhya/contracts';
import { Loader2, MapPinOff, PackageX, RotateCcw, ScanLine, Store as StoreIcon, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { BottomSheet } from '../../../components/ui/bottom-sheet/BottomSheet.tsx';
import { Discount, Price } from '../../../components/ui/Price.tsx';
import { StockBadge } from '../../../components/stores/StockBadge.tsx';
import { StockTimeNote } from '../../../components/stores/StockTimeNote.tsx';
import { AddToListButton } from '../../../components/add-to-list/index.ts';
import { scanAnnouncement } from '../announce.ts';
import { dialogOpen, gpsMessageKey, type ReadBy, type ScanState } from '../scan-state.ts';
import styles from './ScanDialog.module.css';
import '../texts.ts';

/**
 * The store choice (no store within 30 m) loads only then: a scan in a store never waits for its
 * store lists and pickers (docs/scan.md#flow; the scan's JS budget).
 */
const StoreChoice = lazy(() => import('./StoreChoice.tsx').then((m) => ({ default: m.StoreChoice })));

export interface ScanDialogProps {
  state: ScanState;
  onClose: () => void;
  onRetry: () => void;
  onScanAgain: () => void;
  /** No store here: the store the shopper chose, and how to read the code. */
  onChoose: (store: Store, by: ReadBy) => void;
}

/** The scan dialog: looking for the store, the GPS error, looking the code up, the product or the empty product. */
export function ScanDialog({ state, onClose, onRetry, onScanAgain, onChoose }: ScanDialogProps) {
  const { t, i18n } = useTranslation();
  const open = dialogOpen(state);
  // Keeps the last contents while the sheet slides out.
  const [shown, setShown] = useState(state);
  if (open && shown !== state) setShown(state);
  // A fresh sheet each time it opens again after the camera: a reopening right as the previous
  // close animation ends could otherwise leave the sheet's presence 'closed' while open.
  const [wasOpen, setWasOpen] = useState(open);
  const [session, setSession] = useState(0);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSession(session + 1);
  }

  return (
    <BottomSheet key={session} open={open} onClose={onClose} label={t('scan.dialog')} handleLabel={t('scan.handle')} testId="scan-dialog">
      <div className={styles.body} data-step={shown.step}>
        {/* One polite live region for the whole flow: the search, then its result (docs/accessibility.md#scan). */}
        <p className="visually-hidden" role="status" data-testid="scan-announcement">
          {scanAnnouncement(shown, t, i18n.language)}
        </p>
        {(shown.step === 'locating' || shown.step === 'looking-up') && (
          <div className={styles.waiting} data-testid="scan-waiting">
            <Loader2 className={styles.spinner} size={28} aria-hidden />
            <p>{shown.step === 'locating' ? t('scan.locating') : t('scan.searching')}</p>
          </div>
        )}

        {shown.step === 'gps-error' && (
          <div className={styles.message} data-testid="scan-gps-error" data-problem={shown.problem}>
            <span className={styles.icon} aria-hidden>
              <MapPinOff size={30} />
            </span>
            <h2 className={styles.title}>{t('scan.gpsTitle')}</h2>
            <p className={styles.text} data-testid="scan-gps-message">
              {t(gpsMessageKey(shown.problem))}
            </p>
            <Suspense fallback={<div className={styles.choicePending} data-testid="scan-store-choice-loading" aria-hidden />}>
              <StoreChoice position={shown.position} onChoose={onChoose} />
            </Suspense>
            <div className={styles.smallActions}>
              <button type="button" className={styles.link} onClick={onRetry} data-testid="scan-retry">
                <RotateCcw size={18} aria-hidden />
                <span>{t('scan.retry')}</span>
              </button>
              <button type="button" className={styles.link} onClick={onClose} data-testid="scan-close">
                <X size={18} aria-hidden />
                <span>{t('scan.close')}</span>
              </button>
            </div>
          </div>
        )}

        {shown.step === 'not-found' && (
          <div className={styles.message} data-testid="scan-not-found">
            <span className={styles.icon} aria-hidden>
              <PackageX size={30} />
            </span>
            <h2 className={styles.title}>{t('scan.notFoundTitle')}</h2>
            <p className={styles.text}>{t('scan.notFoundText')}</p>
            <p className={styles.code} dir="ltr">
              {shown.scanned.code}
            </p>
            <div className={styles.actions}>
              <button type="button" className={styles.primary} onClick={onScanAgain} data-testid="scan-again">
                <ScanLine size={18} aria-hidden />
                <span>{t('scan.scanAgain')}</span>
              </button>
            </div>
          </div>
        )}

        {shown.step === 'found' && <FoundProduct state={shown} onScanAgain={onScanAgain} />}
      </div>
    </BottomSheet>
  );
}

function FoundProduct({ state, onScanAgain }: { state: Extract<ScanState, { step: 'found' }>; onScanAgain: () => void }) {
  const { t } = useTranslation();
  const { result } = state;
  const { product } = result;
  const discounted = result.remise > 0 && result.old_price > result.price;
  return (
    <div className={styles.found} data-testid="scan-product" data-sku={product.sku}>
      <div className={styles.picture}>
        <img src={product.image} alt={product.name} loading="eager" decoding="async" />
        {discounted && <Discount remise={result.remise} className={styles.badge} />}
      </div>
      {product.marque && (
        <p className={styles.brand} data-testid="scan-product-brand">
          <bdi lang="fr">{product.marque}</bdi>
        </p>
      )}
      <h2 className={styles.name} data-testid="scan-product-name">
        <bdi lang="fr">{product.name}</bdi>
      </h2>
      <p className={styles.codeLine}>{t('scan.code', { code: result.data.CODE_PRODUIT })}</p>
      <div className={styles.priceRow}>
        <span className={styles.priceLabel}>{t('scan.priceHere')}</span>
        <span className={styles.prices}>
          {discounted && <Price millimes={result.old_price} size="sm" old />}
          <span data-testid="scan-price" data-millimes={result.price}>
            <Price millimes={result.price} size="lg" />
          </span>
        </span>
      </div>
      {/* The same label as every store's stock (docs/stock.md#stock-labels). */}
      <p className={styles.stock}>
        <StockBadge quantity={result.stock} testId="scan-stock" />
      </p>
      {/* When it was counted, never after the app's clock (docs/stock.md#stock-labels). */}
      <StockTimeNote updatedAt={result.stock_updated_at} />
      <p className={styles.store}>
        <StoreIcon size={18} aria-hidden />
        <span className={styles.storeLabel}>{t('scan.store')}</span>
        <strong data-testid="scan-store" data-code={result.store.magasin_code}>
          <bdi>{result.store.storename}</bdi>
        </strong>
      </p>
      {/* Issue 33 item 6: the scanned product onto a shopping list (the sheet loads on the tap). */}
      <AddToListButton product={{ sku: product.sku, name: product.name }} variant="button" testId="scan-add-to-list" />
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onScanAgain} data-testid="scan-again">
          <ScanLine size={18} aria-hidden />
          <span>{t('scan.scanAgain')}</span>
        </button>
      </div>
    </div>
  );
}
