import './i18n/register.ts';
import { ChevronDown, Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { href } from '../../config/routes.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Link } from '../../lib/router/index.ts';
import { useFaq } from './api/help-api.ts';
import styles from './help.module.css';

/**
 * faq (docs/help.md#faq): the published questions from the server in the app's
 * language, one open at a time (a button with aria-expanded controlling its answer), and a search.
 */
export function FaqPage() {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const faq = useFaq(q);
  const [open, setOpen] = useState<number | null>(null);
  const items = faq.data?.items ?? [];
  return (
    <div className={styles.page} data-testid="faq-page">
      <div className={styles.field} role="search">
        <label className={styles.searchLabel} htmlFor={`${id}-q`}>
          <Search size={16} aria-hidden /> {t('help.faq.search')}
        </label>
        <input
          id={`${id}-q`}
          className={styles.input}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('help.faq.searchPlaceholder')}
          maxLength={100}
          data-testid="faq-search"
        />
      </div>
      {faq.isError && !faq.data ? (
        <div className={styles.notice} role="alert">
          {t('help.common.loadError')}{' '}
          <button type="button" className={styles.secondaryButton} onClick={() => void faq.refetch()}>
            {t('help.common.retry')}
          </button>
        </div>
      ) : faq.isPending ? (
        <p className={styles.intro}>{t('help.common.loading')}</p>
      ) : (
        <>
          <p className={styles.hint} aria-live="polite" data-testid="faq-count">
            {items.length === 0 ? t('help.faq.empty') : t('help.faq.count', { count: items.length })}
          </p>
          <ul className={styles.faqList}>
            {items.map((item) => {
              const expanded = open === item.id;
              const answerId = `${id}-a${item.id}`;
              return (
                <li key={item.id} className={styles.faqItem} data-testid="faq-item">
                  <h3 className={styles.faqHeading}>
                    <button
                      type="button"
                      className={styles.faqButton}
                      aria-expanded={expanded}
                      aria-controls={answerId}
                      onClick={() => setOpen(expanded ? null : item.id)}
                      data-testid="faq-question"
                    >
                      <span>{item.question}</span>
                      <ChevronDown size={20} aria-hidden />
                    </button>
                  </h3>
                  <p id={answerId} className={styles.faqAnswer} hidden={!expanded} data-testid="faq-answer">
                    {item.answer}
                  </p>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <p className={styles.hint}>
        {t('help.faq.notFound')}{' '}
        <Link to={href('contact')} data-testid="faq-contact-link">
          {t('help.hub.contact.title')}
        </Link>
      </p>
    </div>
  );
}
