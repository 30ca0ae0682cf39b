import { Plus, Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { addTag, removeTag } from '../model/search-tags.ts';
import box from '../../../components/ui/search-box.module.css';
import { SearchInput } from '../../../components/ui/SearchInput.tsx';
import styles from './TagSearchBox.module.css';

export interface TagSearchBoxProps {
  tags: readonly string[];
  onChange: (tags: readonly string[]) => void;
  autoFocus?: boolean;
}

/**
 * The last-chance search box: each validated text (Enter or the + button) becomes a tag chip,
 * trimmed, empty and duplicates ignored; a chip's × removes it.
 */
export function TagSearchBox({ tags, onChange, autoFocus }: TagSearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = addTag(tags, text);
    if (next !== tags) onChange(next);
    setText('');
  };
  return (
    <div className={styles.wrap}>
      <form className={box.box} data-end="wide" role="search" onSubmit={submit}>
        <Search className={box.icon} size={18} aria-hidden />
        <SearchInput
          autoFocus={autoFocus}
          value={text}
          maxLength={60}
          aria-label={t('lastChance.searchLabel')}
          placeholder={t('lastChance.searchPlaceholder')}
          onChange={(e) => setText(e.target.value)}
          data-testid="last-chance-search"
        />
        {text.trim() && (
          <button type="submit" className={styles.add} aria-label={t('lastChance.addTag')} data-testid="last-chance-add-tag">
            <Plus size={18} aria-hidden />
          </button>
        )}
      </form>
      {tags.length > 0 && (
        <ul className={styles.chips} aria-label={t('lastChance.tags')} data-testid="last-chance-tags">
          {tags.map((tag) => (
            <li key={tag} className={styles.chip} data-testid="last-chance-tag">
              <bdi className={styles.chipText}>{tag}</bdi>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('lastChance.removeTag', { tag })}
                onClick={() => onChange(removeTag(tags, tag))}
                data-testid="last-chance-remove-tag"
              >
                <X size={14} aria-hidden />
              </button>
            </li>
          ))}
          {tags.length > 1 && (
            <li>
              <button type="button" className={styles.clearAll} onClick={() => onChange([])} data-testid="last-chance-clear-tags">
                {t('lastChance.clearTags')}
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
