import type { FamilyActivity as Activity, FamilyActivityItem } from '@qadhya/contracts';
import { formatLongDate } from '@qadhya/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowLeftRight, Coins, Gift, ListChecks, PiggyBank, Share2, UserPlus } from 'lucide-react';
import { NextPageButton } from '../../../../components/ui/NextPageButton.tsx';
import { copyText } from '../../../../lib/device/clipboard.ts';
import { useLanguage, useTranslation } from '../../../../lib/i18n/index.ts';
import { showToast, TOAST_LIFE } from '../../../../lib/notify/toast-store.ts';
import { avatarUrl } from '../../../../lib/storage/avatar-url.ts';
import { getFamilyActivity } from '../../api/get-family-activity.ts';
import { familyActivityKey } from '../../api/keys.ts';
import { useSetFamilySharing } from '../../api/set-family-sharing.ts';
import { familyFigures, figureShareText, initialsOf, itemValues, monthTitle, type Figure } from '../../model/family-activity.ts';
import account from '../account.module.css';
import { Switch } from '../Switch.tsx';
import styles from './FamilyActivity.module.css';

const FIGURE_ICONS = { points: Coins, savings: PiggyBank, lists: ListChecks } as const;
const KIND_ICONS = { list_finished: ListChecks, prize_won: Gift, member_joined: UserPlus, points_transferred: ArrowLeftRight } as const;

/**
 * The family's figures this month and its dated history (docs/family.md#figures-and-history): my
 * sharing switch, three figures each with its share button, then the history page by page.
 */
export function FamilyActivity() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = useInfiniteQuery({
    queryKey: familyActivityKey(lang),
    queryFn: ({ pageParam, signal }) => getFamilyActivity(pageParam, signal, lang),
    initialPageParam: 1,
    getNextPageParam: (last: Activity) => (last.history.hasMore ? last.history.page + 1 : undefined),
  });
  const sharing = useSetFamilySharing();

  if (query.isPending) return <p className={account.loading}>{t('account.activity.loading')}</p>;
  if (query.isError) return null;
  const first = query.data.pages[0]!;
  const items = query.data.pages.flatMap((p) => p.history.items);
  const mine = sharing.isPending && sharing.variables !== undefined ? sharing.variables : first.sharing.mine;

  const onSharing = (shares: boolean) =>
    sharing.mutate(shares, {
      onSuccess: () =>
        showToast({
          type: 'success',
          title: t(shares ? 'account.activity.sharingOn' : 'account.activity.sharingOff'),
          durationMs: TOAST_LIFE.short,
        }),
    });

  return (
    <section className={styles.activity} aria-labelledby="family-activity-title" data-testid="family-activity">
      <div className={styles.titleRow}>
        <h2 id="family-activity-title" className={account.heading}>
          {t('account.activity.title')}
        </h2>
        <span className={styles.month} data-testid="family-activity-month">
          {monthTitle(first.figures.month, lang)}
        </span>
      </div>

      <div className={styles.sharing}>
        <span className={styles.sharingText}>
          <span id="family-sharing-title" className={styles.sharingTitle}>
            {t('account.activity.sharingTitle')}
          </span>
          <span id="family-sharing-text" className={styles.sharingHint}>
            {t('account.activity.sharingText')}
          </span>
          {first.sharing.people > 0 && (
            <span className={styles.sharingCount} data-testid="family-sharing-count">
              {t('account.activity.sharingCount', { sharing: first.sharing.sharing, people: first.sharing.people })}
            </span>
          )}
        </span>
        <Switch
          checked={mine}
          onChange={onSharing}
          labelledBy="family-sharing-title"
          describedBy="family-sharing-text"
          disabled={sharing.isPending}
          testId="family-sharing"
        />
      </div>

      {first.sharing.people === 0 ? (
        <p className={styles.note} data-testid="family-activity-none">
          {t('account.activity.noFamily')}
        </p>
      ) : (
        <>
          <Figures figures={familyFigures(first.figures, lang, t('account.activity.pointsUnit'))} month={first.figures.month} />
          <History items={items} />
          <NextPageButton query={query} className={styles.more} testId="family-history-more">
            {t('account.activity.more')}
          </NextPageButton>
        </>
      )}
    </section>
  );
}

function Figures({ figures, month }: { figures: Figure[]; month: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const share = async (figure: Figure) => {
    const text = figureShareText(t, figure, month, lang);
    if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('app.name'), text });
        return;
      } catch (error) {
        // Cancelled by the shopper: nothing more. Refused (not allowed here): the copy below.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    if (await copyText(text)) showToast({ type: 'success', title: t('account.activity.copied'), durationMs: TOAST_LIFE.short });
  };
  return (
    <ul className={styles.figures} data-testid="family-figures">
      {figures.map((f) => {
        const Icon = FIGURE_ICONS[f.id];
        const label = t(f.labelKey);
        return (
          <li key={f.id} className={styles.figure} data-testid={`family-figure-${f.id}`}>
            <Icon size={20} aria-hidden className={styles.figureIcon} />
            <span className={styles.figureValue}>
              <bdi dir="ltr" data-testid={`family-figure-${f.id}-value`}>
                {f.value}
              </bdi>
              {f.unit && <span className={styles.figureUnit}> {f.unit}</span>}
            </span>
            <span className={styles.figureLabel}>{label}</span>
            <button
              type="button"
              className={styles.figureShare}
              aria-label={t('account.activity.shareFigure', { label })}
              onClick={() => void share(f)}
              data-testid={`family-figure-${f.id}-share`}
            >
              <Share2 size={16} aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function History({ items }: { items: FamilyActivityItem[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <section className={account.section} aria-labelledby="family-history-title">
      <h2 id="family-history-title" className={account.heading}>
        {t('account.activity.historyTitle')}
      </h2>
      {items.length === 0 ? (
        <p className={styles.note} data-testid="family-history-empty">
          {t('account.activity.historyEmpty')}
        </p>
      ) : (
        <ul className={account.card} data-testid="family-history">
          {items.map((item, index) => {
            const Icon = KIND_ICONS[item.kind];
            return (
              <li
                // Pages only ever append: the position keeps two items of one instant apart.
                key={`${index}-${item.kind}-${item.at}-${item.who.USER_ID}`}
                className={styles.item}
                data-testid="family-history-item"
                data-kind={item.kind}
              >
                <Picture item={item} />
                <span className={styles.itemText}>
                  <span className={styles.itemLabel} dir="auto">
                    {t(`account.activity.items.${item.kind}`, itemValues(item, lang))}
                  </span>
                  <span className={styles.itemDate}>
                    <Icon size={14} aria-hidden />
                    <time dateTime={item.at}>{formatLongDate(item.at, lang, { weekday: false, year: true })}</time>
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** A list's photo, a prize's game picture, else the member's profile photo or initials. */
function Picture({ item }: { item: FamilyActivityItem }) {
  const src = item.image ?? avatarUrl(item.who.AVATAR);
  if (src) return <img src={src} alt={''} className={item.image ? styles.pictureSquare : styles.picture} loading="lazy" />;
  return (
    <span className={styles.initials} aria-hidden>
      {initialsOf(item.who.NAME)}
    </span>
  );
}
