import { ListPlus } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { showToast, TOAST_LIFE } from '../../lib/notify/toast-store.ts';
import './button-texts.ts';
import type { AddToListSheetProps } from './AddToListSheet.tsx';
import styles from './AddToListButton.module.css';

export interface AddToListButtonProps {
  /** The product's sku and its display name. */
  product: { sku: string; name: string };
  /** 'button' (default): a full-width text button; 'icon': a small round button named by its aria-label. */
  variant?: 'button' | 'icon';
  testId?: string;
}

type Sheet = ComponentType<AddToListSheetProps>;
let sheet: Sheet | null = null;
let loading: Promise<Sheet> | null = null;

/** The sheet's code (its texts, the lists' store, the domain's merge) loads with the first tap, not with the screen. */
function loadSheet(): Promise<Sheet> {
  loading ??= import('./AddToListSheet.tsx').then(
    (m) => (sheet = m.AddToListSheet),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * « Ajouter à une liste » (docs/shopping-lists.md#add-to-list): opens a bottom sheet
 * to choose or create a list and the quantity. The button itself is a few hundred bytes; the sheet
 * is its own chunk.
 */
export function AddToListButton({ product, variant = 'button', testId = 'add-to-list' }: AddToListButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  /** Each opening mounts a fresh sheet (quantity 1, the preselection read again). */
  const [opening, setOpening] = useState(0);
  const [Loaded, setLoaded] = useState<Sheet | null>(() => sheet);

  const openSheet = () => {
    if (Loaded) {
      setOpening((n) => n + 1);
      setOpen(true);
      return;
    }
    loadSheet().then(
      (component) => {
        setLoaded(() => component);
        setOpening((n) => n + 1);
        setOpen(true);
      },
      (error: unknown) => {
        console.warn('add-to-list: the sheet could not load', error);
        showToast({ type: 'warning', title: t('addToList.offline'), durationMs: TOAST_LIFE.medium });
      },
    );
  };

  return (
    <>
      {variant === 'icon' ? (
        <button
          type="button"
          className={styles.icon}
          aria-label={t('addToList.icon', { name: product.name })}
          aria-haspopup="dialog"
          onClick={openSheet}
          onPointerDown={() => void loadSheet().catch(() => undefined)}
          data-testid={testId}
        >
          <ListPlus size={22} aria-hidden />
        </button>
      ) : (
        <button
          type="button"
          className={styles.button}
          aria-haspopup="dialog"
          onClick={openSheet}
          onPointerDown={() => void loadSheet().catch(() => undefined)}
          data-testid={testId}
        >
          <ListPlus size={20} aria-hidden />
          {t('addToList.button')}
        </button>
      )}
      {Loaded && <Loaded key={opening} product={product} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
