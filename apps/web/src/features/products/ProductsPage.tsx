import { formatNumber } from '@qadhya/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useParams } from '../../lib/router/index.ts';
import { useCategories } from './api/get-categories.ts';
import { useProducts, type ProductFilter } from './api/get-products.ts';
import { groupCategories, parseAisleParam } from './model/category-tabs.ts';
import { CategoryTabs, type CategorySelection } from './components/CategoryTabs.tsx';
import { ProductGrid } from './components/ProductGrid.tsx';
import { SearchBox } from './components/SearchBox.tsx';
import styles from './ProductsPage.module.css';
import { useDebounced } from './use-debounced.ts';

function ProductList({ filter, emptyText }: { filter: ProductFilter; emptyText: string }) {
  const { t, i18n } = useTranslation();
  const query = useProducts(filter);
  const products = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total;
  return (
    <>
      {total !== undefined && (
        <p className={styles.count} data-testid="products-count">
          {t('products.count', { count: total, value: formatNumber(total, i18n.language) })}
        </p>
      )}
      <ProductGrid
        products={products}
        loading={query.isPending || (query.isPlaceholderData && query.isFetching)}
        loadingMore={query.isFetchingNextPage}
        hasMore={!!query.hasNextPage}
        onMore={() => void query.fetchNextPage()}
        emptyText={emptyText}
      />
    </>
  );
}

/**
 * produits, produits/{name} and the aisle form produits/{categoryId};name={category name}.
 * A plain name that is a category's shows that aisle; otherwise every product.
 */
export function ProductsPage() {
  const { t } = useTranslation();
  const { name } = useParams();
  const aisle = parseAisleParam(name);
  const categories = useCategories();
  const byName =
    aisle.id === null && aisle.name
      ? categories.data?.items.find((c) => c.CATEGORY_NAME.localeCompare(aisle.name!, 'fr', { sensitivity: 'base' }) === 0)
      : undefined;
  const waitingForName = aisle.id === null && !!aisle.name && categories.isPending;
  const id = aisle.id ?? byName?.CATEGORY_ID ?? null;
  const filter: ProductFilter = id === null ? {} : { categoryIds: [id] };
  return (
    <div className={styles.page} data-testid="products-page">
      {!waitingForName && <ProductList filter={filter} emptyText={t('products.empty')} />}
    </div>
  );
}

/** produits/all: Tout + category groups and aisles, a search box, and the grid. */
export function ProductsAllPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 300);
  const [selection, setSelection] = useState<CategorySelection>({ group: null, aisle: null });
  const categories = useCategories();
  const groups = useMemo(() => groupCategories(categories.data?.items ?? []), [categories.data]);
  const categoryIds = useMemo(() => {
    if (selection.aisle !== null) return [selection.aisle];
    const group = groups.find((g) => g.id === selection.group);
    return group ? group.aisles.map((a) => a.CATEGORY_ID) : undefined;
  }, [groups, selection]);
  return (
    <div className={styles.page} data-testid="products-all-page">
      <div className={styles.toolbar}>
        <SearchBox value={text} onChange={setText} />
        {groups.length > 0 && <CategoryTabs groups={groups} value={selection} onChange={setSelection} />}
      </div>
      <ProductList filter={{ q, categoryIds }} emptyText={q ? t('products.emptySearch', { q }) : t('products.empty')} />
    </div>
  );
}
