import { ListChecks } from 'lucide-react';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt/index.ts';
import { useInfiniteScroll } from '../../../lib/hooks/use-infinite-scroll.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import ui from '../courses-ui.module.css';

/** What a visitor sees on the courses, add-list and add-product screens: the sign-in prompt. */
export function CoursesSignIn() {
  const { t } = useTranslation();
  return (
    <SignInPrompt
      icon={<ListChecks size={36} />}
      title={t('courses.signIn.title')}
      text={t('courses.signIn.text')}
      button={t('courses.signIn.button')}
    />
  );
}

/** A list that did not load: what went wrong and « Réessayer ». */
export function RetryState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={ui.state} role="alert">
      <p>{message}</p>
      <button type="button" className={ui.secondaryButton} onClick={onRetry}>
        {t('courses.common.retry')}
      </button>
    </div>
  );
}

/**
 * Under a paged list with a next page: « Voir plus », which also loads by itself as it scrolls
 * into view (docs/shopping-lists.md#screens-courses-add-list-add-product).
 */
export function MoreButton({ loading, onMore, testId }: { loading: boolean; onMore: () => void; testId: string }) {
  const { t } = useTranslation();
  const sentinel = useInfiniteScroll<HTMLDivElement>(onMore, !loading);
  return (
    <div ref={sentinel} className={ui.more}>
      <button type="button" className={ui.secondaryButton} onClick={onMore} disabled={loading} data-testid={testId}>
        {loading ? t('courses.common.loading') : t('courses.common.more')}
      </button>
    </div>
  );
}
