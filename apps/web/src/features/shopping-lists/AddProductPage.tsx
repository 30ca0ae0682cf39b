import './i18n/register-courses.ts';
import type { Product } from '@qadhya/contracts';
import { Check, Minus, Package, Plus, Search } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { FloatingAction } from '../../components/ui/floating-action/FloatingAction.tsx';
import { Price } from '../../components/ui/Price.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { href } from '../../config/routes.ts';
import { useFavourites, type FavouriteSnapshot } from '../../lib/favourites/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Navigate, useNavigate, useSearchParams } from '../../lib/router/index.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import { useProductSearch } from './api/product-search.ts';
import { CoursesSignIn, MoreButton, RetryState } from './components/CoursesParts.tsx';
import { useList } from './data/use-list.ts';
import ui from './courses-ui.module.css';
import {
  decrement,
  EMPTY_SELECTION,
  increment,
  isSelected,
  listIdParam,
  quantityOf,
  selectedCount,
  selectedItems,
  showsPlusOnly,
  toggleSelected,
  type Selection,
} from './model/add-product.ts';
import { courseDetailPath } from './model/paths.ts';
import styles from './AddProductPage.module.css';

/** What a card shows: a product from the search or a favourite's snapshot. */
interface Choice {
  sku: string;
  name: string;
  image: string | null;
  price: number | null;
  regular: number | null;
  desc: string | null;
}

const fromProduct = (p: Product): Choice => ({
  sku: p.sku,
  name: p.name,
  image: p.image || null,
  price: p.price,
  regular: p.old_price > p.price ? p.old_price : p.price,
  desc: p.size || null,
});

const fromFavourite = (f: FavouriteSnapshot): Choice => ({
  sku: f.sku,
  name: f.name ?? f.sku,
  image: f.image ?? null,
  price: f.price ?? null,
  regular: f.old_price ?? f.price ?? null,
  desc: null,
});

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * add-product?list={id} (docs/shopping-lists.md#screens-courses-add-list-add-product):
 * a search over the products (or only the shopper's favourites), cards with a select marker and a
 * quantity stepper, and 'Ajouter produits (n)' which adds them through the list's offline queue
 * (useList(id).actions.add) and goes to the list's detail. Without a valid list: back to the courses.
 */
export function AddProductPage() {
  const { loggedIn } = useSession();
  const [params] = useSearchParams();
  const id = listIdParam(params.get('list'));
  if (id === null) return <Navigate to={href('courses')} replace />;
  if (!loggedIn) return <CoursesSignIn />;
  return <AddProducts key={id} id={id} />;
}

function AddProducts({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { error, actions } = useList(id);
  const switchLabel = useId();
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query);
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const known = useRef(new Map<string, Choice>());
  const favourites = useFavourites();
  const search = useProductSearch(q, !favouritesOnly);

  const choices = useMemo<Choice[]>(() => {
    if (favouritesOnly) {
      const needle = fold(q);
      return [...favourites]
        .reverse()
        .map(fromFavourite)
        .filter((c) => !needle || fold(c.name).includes(needle) || c.sku.toLowerCase().includes(needle));
    }
    return search.data?.pages.flatMap((page) => page.items.map(fromProduct)) ?? [];
  }, [favouritesOnly, favourites, q, search.data]);

  if (error === 'gone') return <Navigate to={href('courses')} replace />;

  const change = (choice: Choice, next: (s: Selection, sku: string) => Selection) => {
    known.current.set(choice.sku, choice);
    setSelection((s) => next(s, choice.sku));
  };

  const n = selectedCount(selection);
  const submit = () => {
    if (n === 0) return;
    actions.add(
      selectedItems(selection).map(({ sku, quantity }) => {
        const c = known.current.get(sku);
        return {
          sku,
          quantity,
          hint: c ? { name: c.name, desc: c.desc, image: c.image, price: c.price, regular_price: c.regular } : undefined,
        };
      }),
    );
    void navigate(courseDetailPath(id), { replace: true });
  };

  const loading = !favouritesOnly && search.isPending;
  return (
    <div className={`${ui.page} ${styles.page}`} data-testid="add-product-page">
      <div className={styles.tools}>
        <label className={styles.search}>
          <Search className={styles.searchIcon} size={18} aria-hidden />
          <SearchInput
            className={styles.searchInput}
            maxLength={100}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-label={t('courses.addProduct.searchLabel')}
            placeholder={t('courses.addProduct.searchPlaceholder')}
            data-testid="add-product-search"
          />
        </label>
        <div className={styles.switchRow}>
          <span id={switchLabel} className={styles.switchLabel}>
            {t('courses.addProduct.favouritesOnly')}
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={favouritesOnly}
            aria-labelledby={switchLabel}
            className={styles.switch}
            onClick={() => setFavouritesOnly((v) => !v)}
            data-testid="favourites-only"
          >
            <span className={styles.thumb} />
          </button>
        </div>
      </div>

      {loading ? (
        <p className={ui.muted} role="status">
          {t('courses.common.loading')}
        </p>
      ) : search.isError && !favouritesOnly && choices.length === 0 ? (
        <RetryState message={t('courses.common.loadError')} onRetry={() => void search.refetch()} />
      ) : choices.length === 0 ? (
        <p className={ui.state} data-testid="add-product-empty">
          {favouritesOnly && !q.trim() ? t('courses.addProduct.noFavourites') : t('courses.addProduct.empty')}
        </p>
      ) : (
        <ul className={styles.grid} aria-busy={search.isPlaceholderData || undefined} data-testid="add-product-list">
          {choices.map((choice) => (
            <ChoiceCard
              key={choice.sku}
              choice={choice}
              quantity={quantityOf(selection, choice.sku)}
              selected={isSelected(selection, choice.sku)}
              plusOnly={showsPlusOnly(selection, choice.sku)}
              onToggle={() => change(choice, toggleSelected)}
              onPlus={() => change(choice, increment)}
              onMinus={() => change(choice, decrement)}
            />
          ))}
        </ul>
      )}
      {!favouritesOnly && search.hasNextPage && (
        <MoreButton loading={search.isFetchingNextPage} onMore={() => void search.fetchNextPage()} testId="add-product-more" />
      )}

      <FloatingAction mode="sticky" align="stretch">
        <button
          type="button"
          className={`${ui.primaryButton} ${styles.submit}`}
          onClick={submit}
          disabled={n === 0}
          data-testid="add-products-submit"
        >
          {t('courses.addProduct.submit', { count: n })}
        </button>
      </FloatingAction>
    </div>
  );
}

interface CardProps {
  choice: Choice;
  quantity: number;
  selected: boolean;
  plusOnly: boolean;
  onToggle: () => void;
  onPlus: () => void;
  onMinus: () => void;
}

function ChoiceCard({ choice, quantity, selected, plusOnly, onToggle, onPlus, onMinus }: CardProps) {
  const { t } = useTranslation();
  const name = choice.name;
  return (
    <li className={styles.card} data-testid="choice-card" data-sku={choice.sku} data-selected={selected || undefined}>
      <label className={styles.marker}>
        <input
          type="checkbox"
          className={styles.markerInput}
          checked={selected}
          onChange={onToggle}
          aria-label={t('courses.addProduct.select', { name })}
          data-testid="choice-select"
        />
        <span className={styles.markerBox} aria-hidden>
          {selected && <Check size={16} strokeWidth={3} />}
        </span>
      </label>
      <div className={styles.media} aria-hidden>
        {choice.image ? (
          <img src={choice.image} alt={name} width={96} height={96} loading="lazy" decoding="async" />
        ) : (
          <Package size={32} />
        )}
      </div>
      <p className={styles.name} lang="fr" dir="auto">
        {name}
      </p>
      {choice.desc && (
        <p className={styles.desc}>
          <bdi lang="fr">{choice.desc}</bdi>
        </p>
      )}
      <div className={styles.bottom}>
        {choice.price !== null ? <Price millimes={choice.price} size="sm" /> : <span />}
        {plusOnly ? (
          <button
            type="button"
            className={styles.step}
            onClick={onPlus}
            aria-label={t('courses.addProduct.plus', { name })}
            data-testid="choice-plus-only"
          >
            <Plus size={18} aria-hidden />
          </button>
        ) : (
          <div className={styles.stepper}>
            <button
              type="button"
              className={styles.step}
              onClick={onMinus}
              aria-label={t('courses.addProduct.minus', { name })}
              data-testid="choice-minus"
            >
              <Minus size={18} aria-hidden />
            </button>
            <span
              className={styles.qty}
              role="status"
              aria-label={t('courses.addProduct.quantity', { name, count: quantity })}
              data-testid="choice-quantity"
            >
              <span aria-hidden>{quantity}</span>
            </span>
            <button
              type="button"
              className={styles.step}
              onClick={onPlus}
              aria-label={t('courses.addProduct.plus', { name })}
              data-testid="choice-plus"
            >
              <Plus size={18} aria-hidden />
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
