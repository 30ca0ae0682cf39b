import { formatNumber } from '@qadhya/domain';
import type { LastChanceItem } from '@qadhya/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useLocation, useNavigate, useParams, useSearchParams } from '../../lib/router/index.ts';
import { StoreChooserSheet } from '../../components/stores/index.ts';
import { ChipsPlaceholder } from '../../components/ui/Tabs.tsx';
import { OfflineNotice } from '../../components/ui/offline-notice/index.ts';
import { useDrawnData } from '../../lib/hooks/use-drawn-data.ts';
import { useCurrentStore } from '../../lib/stores/current-store.ts';
import { useStore } from '../../lib/stores/one-store.ts';
import { useLastChance, useLastChanceCategories } from './api/get-last-chance.ts';
import { LastChanceGrid } from './components/LastChanceGrid.tsx';
import { LastChanceTabs } from './components/LastChanceTabs.tsx';
import { StoreFab } from './components/StoreFab.tsx';
import { TagSearchBox } from './components/TagSearchBox.tsx';
import styles from './LastChancePage.module.css';
import { filterByCategory, filterByTags } from './model/search-tags.ts';
import { optionalLazy } from '../../lib/lazy/optional-lazy.tsx';

/** « Suivre ce magasin » and its sheet (docs/last-chance.md#alerts): a chunk of their own, after the list. */
// Optional: a chunk that cannot be fetched offline draws nothing instead of taking the list down (docs/shell.md#lazy-code-offline).
const FollowStoreBar = optionalLazy(() => import('./components/FollowStoreBar.tsx').then((m) => m.FollowStoreBar));

/**
 * The last-chance list (docs/last-chance.md#list-screen): tabs Tout + categories, the tag search, the cards,
 * and the floating store button. The list is the chosen store's (GET /last-chance?magasin=…), or
 * the best offer of each product over all stores when none is chosen; changing the store reloads it.
 * `?magasin=` (a store page's « Voir tout ») shows that store's offers without changing the
 * shopper's store, until a store is chosen from the floating button.
 */
function LastChanceList({ searchMode }: { searchMode: boolean }) {
  const { t, i18n } = useTranslation();
  const chosen = useCurrentStore();
  const [search] = useSearchParams();
  const asked = search.get('magasin')?.trim() || null;
  const askedStore = useStore(asked && asked !== chosen?.magasin_code ? asked : null);
  const store = asked && asked !== chosen?.magasin_code ? (askedStore.data?.store ?? null) : chosen;
  const magasin = asked ?? chosen?.magasin_code ?? null;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [chosenCategory, setCategory] = useState<number | null>(null);
  const [tags, setTags] = useState<readonly string[]>([]);
  /** The store chooser: select mode (floating button), or a product's stock per store (card's store icon). */
  const [sheet, setSheet] = useState<{ open: boolean; sku: string | null }>({ open: false, sku: null });
  const categories = useLastChanceCategories(magasin);
  const tabs = categories.data?.categories;
  // A category the (new) store has no offers in falls back to "Tout".
  const category = tabs && !categories.isPlaceholderData && !tabs.some((c) => c.CATEGORY_ID === chosenCategory) ? null : chosenCategory;
  // Opened from a new-offers alert (`&alerte=1`): the list is read again, never an older copy.
  const query = useLastChance({ magasin, category, tags }, search.has('alerte'));
  const drawn = useDrawnData(query.data);
  const fetched = useMemo(() => drawn.data?.pages.flatMap((p) => p.items) ?? [], [drawn.data]);
  // While the next answer comes, the previous one is narrowed on the spot by the same rules.
  const items = useMemo(
    () =>
      filterByTags(
        filterByCategory(fetched, category, (i) => i.category_id),
        tags,
        (i) => i.name,
      ),
    [fetched, category, tags],
  );
  const total = query.isPlaceholderData ? undefined : query.data?.pages[0]?.total;
  const onStores = (item: LastChanceItem) => setSheet({ open: true, sku: item.ARTICLE });
  const emptyText = tags.length ? t('lastChance.emptySearch') : magasin ? t('lastChance.emptyStore') : t('lastChance.empty');
  return (
    <div className={styles.page} data-testid="last-chance-page" data-mode={searchMode ? 'search' : 'products'} data-store={magasin ?? ''}>
      <div className={styles.toolbar}>
        <TagSearchBox tags={tags} onChange={setTags} autoFocus={searchMode} />
        {categories.isPending ? (
          <ChipsPlaceholder />
        ) : (
          tabs && tabs.length > 0 && <LastChanceTabs categories={tabs} value={category} onChange={setCategory} />
        )}
      </div>
      {magasin && (
        // The bar's room is kept while its code and the follows are read: the list does not move when it comes.
        <div className={styles.followSlot}>
          <FollowStoreBar magasin={magasin} />
        </div>
      )}
      <OfflineNotice data={query.data?.pages[0]} updatedAt={query.dataUpdatedAt} />
      {total !== undefined ? (
        <p className={styles.count} data-testid="last-chance-count" data-total={total}>
          {t('lastChance.count', { count: total, value: formatNumber(total, i18n.language) })}
        </p>
      ) : (
        // The count's line is kept while the list is read: the cards do not move when it comes.
        <p className={styles.count} aria-hidden>
          {'\u00a0'}
        </p>
      )}
      <LastChanceGrid
        items={items}
        loading={query.isPending || drawn.firstDrawing || (query.isPlaceholderData && query.isFetching)}
        loadingMore={query.isFetchingNextPage}
        hasMore={!!query.hasNextPage && !drawn.drawing}
        onMore={() => void query.fetchNextPage()}
        emptyText={emptyText}
        onStores={onStores}
      />
      <StoreFab storeName={store?.storename ?? null} onClick={() => setSheet({ open: true, sku: null })} />
      <StoreChooserSheet
        open={sheet.open}
        onClose={() => setSheet((s) => ({ ...s, open: false }))}
        sku={sheet.sku}
        stockSource="lastchance"
        mode={sheet.sku ? 'availability' : 'select'}
        onSelect={sheet.sku || !asked ? undefined : () => void navigate(pathname, { replace: true })}
      />
    </div>
  );
}

/** last-chance/products. */
export function LastChanceProductsPage() {
  return <LastChanceList searchMode={false} />;
}

/** last-chance/{type}: type `search` switches to search mode. */
export function LastChanceTypePage() {
  const { type } = useParams();
  return <LastChanceList key={type} searchMode={type === 'search'} />;
}

/** /last-chance/search (the header's search icon). */
export function LastChanceSearchPage() {
  return <LastChanceList searchMode />;
}
