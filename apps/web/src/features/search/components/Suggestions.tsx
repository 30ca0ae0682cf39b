import type { ProductSearchHit } from '@qadhya/contracts';
import { Search } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { highlightParts } from '../highlight.ts';
import styles from '../SearchPage.module.css';

export interface SuggestionsProps {
  query: string;
  hits: readonly ProductSearchHit[];
  onPick: (name: string) => void;
}

/** The first names the search gives for what is typed, the typed part in bold; a tap searches that name. */
export function Suggestions({ query, hits, onPick }: SuggestionsProps) {
  const { t } = useTranslation();
  const names = [...new Set(hits.map((h) => h.name))];
  if (names.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="search-suggestions-title" data-testid="search-suggestions">
      <h2 id="search-suggestions-title" className={styles.sectionTitle}>
        {t('search.suggestions')}
      </h2>
      <ul className={styles.rows}>
        {names.map((name) => (
          <li key={name}>
            <button type="button" className={styles.row} onClick={() => onPick(name)} data-testid="search-suggestion">
              <Search size={16} aria-hidden className={styles.rowIcon} />
              <span className={styles.rowText} dir="auto">
                {highlightParts(name, query).map((part, i) =>
                  part.hit ? (
                    <mark key={i} className={styles.hit}>
                      {part.text}
                    </mark>
                  ) : (
                    <span key={i}>{part.text}</span>
                  ),
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
