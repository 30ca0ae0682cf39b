import { formatNumber, isolate } from '@qadhya/domain';
import type { ProductSearchHit } from '@qadhya/contracts';
import { ChevronDown, Loader2, Search, Store, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { NextPageButton } from '../../components/ui/NextPageButton.tsx';
import { AddToListButton } from '../../components/add-to-list/index.ts';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useSearchParams } from '../../lib/router/index.ts';
import { storeSelectedProduct } from '../../lib/storage/selected-product.ts';
import { track } from '../../lib/tracker/index.ts';
import { useCurrentStore } from '../../lib/stores/current-store.ts';
import { SUGGESTIONS_MAX, useProductSearch } from './api/search-products.ts';
import { EmptyState } from './components/EmptyState.tsx';
import { RecentSearches } from './components/RecentSearches.tsx';
import { ResultCard } from './components/ResultCard.tsx';
import { Suggestions } from './components/Suggestions.tsx';
import { addRecent, clearRecent, removeRecent, useRecentSearches } from './recent-searches.ts';
import box from '../../components/ui/search-box.module.css';
import styles from './SearchPage.module.css';
import './texts.ts';

const StoreChooserSheet = lazy(() =>
  import('../../components/stores/StoreChooserSheet.tsx').then((m) => ({ default: m.StoreChooserSheet })),
);

/** The pause after the last key before the search runs. */
export const SEARCH_DEBOUNCE_MS = 250;
const MAX_LENGTH = 100;

/**
 * /layout/recherche: one search for the whole range (issue 33, docs/products.md#search-screen). The
 * field is focused on open; what is typed is searched after a short pause (kept in the URL as ?q=,
 * so coming back from a product shows the same results), with the first names as suggestions; an
 * empty field shows the recent searches. Results are product cards with the price the shopper pays
 * today in their store, the promo or last-chance offer, « Ajouter à une liste » (the shared sheet,
 * loaded on a tap), and « Voir plus » for the next page.
 */
export function SearchPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim().slice(0, MAX_LENGTH);
  const [text, setText] = useState(query);
  /** Typing since the last choice: the suggestions show. */
  const [typing, setTyping] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const store = useCurrentStore();
  const magasin = store?.magasin_code ?? null;
  const search = useProductSearch(query, magasin);
  const recent = useRecentSearches();
  const [chooser, setChooser] = useState(false);

  const setQuery = useCallback((q: string) => setParams(q ? { q } : {}, { replace: true }), [setParams]);

  // Focused on open; coming back to results, the keyboard stays closed.
  useEffect(() => {
    if (!input.current?.value) input.current?.focus();
  }, []);

  // What is typed becomes the search after a short pause (at once when emptied).
  useEffect(() => {
    if (!typing) return;
    const next = text.trim();
    if (next === query) return;
    const timer = setTimeout(() => setQuery(next), next ? SEARCH_DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [text, typing, query, setQuery]);

  /** A search chosen (Enter, a suggestion, a recent search): run it now, remember it, close the keyboard. */
  const choose = (value: string) => {
    const q = value.trim().slice(0, MAX_LENGTH);
    setText(q);
    setTyping(false);
    setQuery(q);
    if (q) addRecent(q);
    input.current?.blur();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    choose(text);
  };

  const clearText = () => {
    setText('');
    setTyping(false);
    setQuery('');
    input.current?.focus();
  };

  /** Using a result (opening it, adding it to a list) keeps the search among the recent ones. */
  const onResultsClick = () => {
    if (query) addRecent(query);
    setTyping(false);
  };

  const current = search.isPlaceholderData ? undefined : search.data;
  const hits = useMemo(() => search.data?.pages.flatMap((p) => p.items) ?? [], [search.data]);
  const total = current?.pages[0]?.total;
  // Each search once its count is known (docs/tracker.md#searches): the tracker hashes the words without consent.
  const told = useRef('');
  useEffect(() => {
    if (!query || total === undefined || told.current === query) return;
    told.current = query;
    track({ type: 'search', query: query.slice(0, 100), results: total });
  }, [query, total]);
  const showSuggestions = typing && text.trim() !== '' && text.trim() === query && current !== undefined;
  const open = (hit: ProductSearchHit) => {
    storeSelectedProduct(hit);
    track({ type: 'product_click', sku: hit.sku, place: 'search' });
  };

  return (
    <div className={styles.page} data-testid="search-page" data-query={query}>
      <form role="search" className={styles.form} onSubmit={onSubmit}>
        <label className={box.box} data-size="lg">
          <Search className={box.icon} size={20} aria-hidden />
          <SearchInput
            ref={input}
            spellCheck={false}
            dir="auto"
            maxLength={MAX_LENGTH}
            value={text}
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            onChange={(e) => {
              setText(e.target.value);
              setTyping(true);
            }}
            data-testid="search-input"
          />
          {text && (
            <button type="button" className={styles.clear} aria-label={t('search.clear')} onClick={clearText} data-testid="search-clear">
              <X size={16} aria-hidden />
            </button>
          )}
        </label>
      </form>

      <button
        type="button"
        className={styles.storeBar}
        onClick={() => setChooser(true)}
        data-testid="search-store"
        data-code={magasin ?? undefined}
      >
        <Store size={18} aria-hidden />
        <span className={styles.storeText}>{store ? t('search.storePrices', { name: store.storename }) : t('search.chooseStore')}</span>
        <ChevronDown size={18} aria-hidden />
      </button>

      {showSuggestions && <Suggestions query={query} hits={current.pages[0]!.items.slice(0, SUGGESTIONS_MAX)} onPick={choose} />}

      {query === '' ? (
        <>
          <p className={styles.hint}>{t('search.hint')}</p>
          <RecentSearches items={recent} onPick={choose} onRemove={removeRecent} onClear={clearRecent} />
        </>
      ) : search.isPending ? (
        <div className={styles.state} role="status" data-testid="search-loading">
          <Loader2 className={styles.spin} size={28} aria-hidden />
          <span>{t('search.loading')}</span>
        </div>
      ) : search.isError && !search.data ? (
        <div className={styles.state} role="alert" data-testid="search-error">
          <span>{t('search.error')}</span>
          <button type="button" className={styles.secondaryLink} onClick={() => void search.refetch()}>
            {t('search.retry')}
          </button>
        </div>
      ) : total === 0 ? (
        <EmptyState query={query} />
      ) : (
        <section
          className={styles.results}
          aria-busy={search.isPlaceholderData || undefined}
          aria-labelledby="search-count"
          onClickCapture={onResultsClick}
        >
          <h2 id="search-count" className={styles.count} data-testid="search-count" data-total={total ?? ''}>
            {total !== undefined
              ? t('search.count', { count: total, value: formatNumber(total, i18n.language), q: isolate(query) })
              : t('search.loading')}
          </h2>
          <ul className={styles.list} data-testid="search-results">
            {hits.map((hit, i) => (
              <li key={hit.id}>
                <ResultCard
                  hit={hit}
                  onOpen={open}
                  eager={i < 4}
                  actions={<AddToListButton product={{ sku: hit.sku, name: hit.name }} variant="icon" />}
                />
              </li>
            ))}
          </ul>
          <NextPageButton query={search} className={styles.more} testId="search-more">
            {search.isFetchingNextPage ? <Loader2 className={styles.spin} size={18} aria-hidden /> : null}
            {t('search.more')}
          </NextPageButton>
        </section>
      )}

      {chooser && (
        <Suspense fallback={null}>
          <StoreChooserSheet open onClose={() => setChooser(false)} />
        </Suspense>
      )}
    </div>
  );
}
