import './i18n/register-texts.ts';
import { formatDate, formatNumber } from '@qadhya/domain';
import { useMutation } from '@tanstack/react-query';
import { Camera, Check, ClipboardList, EllipsisVertical, ImagePlus, Minus, Plus, ShoppingBasket, Trash2, WifiOff, X } from 'lucide-react';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import type { ItemDeals } from '@qadhya/contracts';
import { DealsSummary, ItemDealsLine, dealsByItem, weekTotal } from '../../components/list-deals/index.tsx';
import { FloatingAction } from '../../components/ui/floating-action/FloatingAction.tsx';
import floating from '../../components/ui/floating-action/FloatingAction.module.css';
import { Price } from '../../components/ui/Price.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt/index.ts';
import { href } from '../../config/routes.ts';
import { codeTextKey } from '../../lib/api/error-notice.ts';
import { isApiError } from '../../lib/api/index.ts';
import { useLanguage, useTranslation } from '../../lib/i18n/index.ts';
import { Link, Navigate, useParams } from '../../lib/router/index.ts';
import { readCurrentUser } from '../../lib/storage/session.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import { useCurrentStore } from '../../lib/stores/current-store.ts';
import { useListDeals } from './api/get-list-deals.ts';
import { addListImage, removeListImage } from './api/list-images.ts';
import { FreeTextForm } from './components/FreeTextForm.tsx';
import { ListMenuSheet } from './components/ListMenuSheet.tsx';
import { ProgressBadge } from './components/ProgressBadge.tsx';
import { listsStore } from '../../lib/lists/lists-store.ts';
import { useListsLive } from './data/live.ts';
import type { ListView, ListViewItem } from '../../lib/lists/sync-core.ts';
import { useList } from './data/use-list.ts';
import column from '../../components/ui/layout/column.module.css';
import stack from '../../components/ui/layout/stack.module.css';
import styles from './DetailsCoursePage.module.css';

/** The photo types the server accepts (list-images.routes.ts: JPEG, PNG or WebP). */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** details-course without a list: back to the courses (the same screen serves both routes). */
export function DetailsCourseRedirect() {
  return <Navigate to={href('courses')} replace />;
}

/**
 * A course's detail (docs/shopping-lists.md#details-course): the card (title, number,
 * gallery with add-image, progress and badge, the three-dot menu), the items (tick, quantity, who
 * ticked, remove, a free-text line), the spec's empty state and the floating 'Ajouter produit'.
 * Everything works with no signal: the changes wait on the device and go when the signal is back.
 */
export function DetailsCoursePage() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const { id } = useParams();
  const listId = Number(id);
  if (!Number.isInteger(listId) || listId <= 0) return <DetailsCourseRedirect />;
  if (!loggedIn) {
    return (
      <div className={styles.page}>
        <SignInPrompt
          icon={<ClipboardList size={36} />}
          title={t('lists.signIn.title')}
          text={t('lists.signIn.text')}
          button={t('lists.signIn.button')}
        />
      </div>
    );
  }
  return <DetailsCourse key={listId} listId={listId} />;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

function DetailsCourse({ listId }: { listId: number }) {
  const { t } = useTranslation();
  const { list, pending, offline, error, actions } = useList(listId);
  const [menuOpen, setMenuOpen] = useState(false);
  useListsLive();
  const store = useCurrentStore();
  const deals = useListDeals(listId, list?.version ?? 0, store?.magasin_code, list !== null);
  const dealsOf = useMemo(() => dealsByItem(deals.data), [deals.data]);

  if (error === 'gone') {
    return (
      <div className={styles.page}>
        <div className={styles.state} role="alert" data-testid="course-gone">
          <p>{t('lists.detail.gone')}</p>
          <Link className={styles.secondaryButton} to={href('courses')}>
            {t('lists.detail.backToCourses')}
          </Link>
        </div>
      </div>
    );
  }
  if (!list) {
    return (
      <div className={styles.page}>
        {error === 'load' || offline ? (
          <div className={styles.state} role="alert" data-testid="course-error">
            <p>{offline ? t('lists.common.offline') : t('lists.common.loadError')}</p>
            <button type="button" className={styles.secondaryButton} onClick={actions.reload}>
              {t('lists.common.retry')}
            </button>
          </div>
        ) : (
          <p className={styles.state} role="status" data-testid="course-loading">
            {t('lists.common.loading')}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className={styles.page} data-testid="details-course">
      {(offline || pending > 0) && (
        <p className={styles.pendingBanner} role="status" data-testid="course-pending" data-offline={offline || undefined}>
          {offline && <WifiOff size={18} aria-hidden />}
          {offline ? t('lists.detail.offlinePending', { count: pending }) : t('lists.detail.pending', { count: pending })}
        </p>
      )}
      <CourseCard list={list} onMenu={() => setMenuOpen(true)} offline={offline} />
      {deals.data && (
        <DealsSummary
          of="list"
          total={weekTotal(deals.data, list.items)}
          storeName={deals.data.magasin_code ? (store?.storename ?? deals.data.magasin_code) : null}
          alertHref={`${href('notifs')}#list-deals-alert`}
        />
      )}
      <section aria-labelledby="course-items-title" className={column.column}>
        <h2 id="course-items-title" className="visually-hidden">
          {t('lists.detail.items')}
        </h2>
        {list.items.length > 0 ? (
          <ul className={stack.stack} data-testid="course-items">
            {list.items.map((item) => (
              <ItemRow key={item.key} item={item} actions={actions} deals={dealsOf.get(item.key)} />
            ))}
          </ul>
        ) : (
          <div className={styles.empty} data-testid="course-empty">
            <EmptyListPicture />
            <p className={styles.emptyTitle}>{t('lists.detail.emptyTitle')}</p>
            <p className={styles.emptyText}>{t('lists.detail.emptyText')}</p>
          </div>
        )}
        <FreeTextForm onAdd={(text) => actions.add([{ text, quantity: 1 }])} />
      </section>
      <FloatingAction>
        <Link className={floating.button} to={`${href('addProduct')}?list=${list.id}`} data-testid="course-add-product">
          <Plus size={20} aria-hidden />
          {t('lists.detail.addProduct')}
        </Link>
      </FloatingAction>
      <ListMenuSheet list={list} open={menuOpen} onClose={() => setMenuOpen(false)} onRejected={() => undefined} />
    </div>
  );
}

function CourseCard({ list, onMenu, offline }: { list: ListView; onMenu: () => void; offline: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <section className={styles.card} aria-labelledby="course-title" data-testid="course-card">
      <div className={styles.cardHead}>
        <div className={styles.cardTitles}>
          <h2 id="course-title" className={styles.title} data-testid="course-title">
            {list.title}
          </h2>
          <p className={styles.meta}>
            {t('lists.detail.number', { id: list.id })} ·{' '}
            {t('lists.detail.createdBy', { name: list.owner.name, date: formatDate(list.created_at, lang) })}
          </p>
        </div>
        <button
          type="button"
          className={styles.iconButton}
          onClick={onMenu}
          aria-haspopup="dialog"
          aria-label={t('lists.detail.menu')}
          data-testid="course-menu"
        >
          <EllipsisVertical size={22} aria-hidden />
        </button>
      </div>
      <Gallery list={list} offline={offline} />
      <div className={styles.figures}>
        <p className={styles.bought} data-testid="course-bought">
          {t('lists.detail.bought', { bought: formatNumber(list.progress.bought, lang), total: formatNumber(list.progress.total, lang) })}
        </p>
        <p className={styles.score}>
          <span>{t('lists.detail.score')}</span> <Price millimes={list.score} size="md" />
        </p>
      </div>
      <ProgressBadge progress={list.progress} testId="course-progress" />
      {list.finished && list.promo_deducted !== null && (
        <p className={styles.promo} data-testid="course-promo">
          <span>{t('lists.detail.promoDeducted')}</span> <Price millimes={list.promo_deducted} size="md" />
        </p>
      )}
    </section>
  );
}

function Gallery({ list, offline }: { list: ListView; offline: boolean }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const me = Number(readCurrentUser()?.ID);
  const productImages = list.items.filter((i) => i.image).slice(0, 6);
  const upload = useMutation({
    mutationFn: (file: File) => addListImage(list.id, file),
    onSuccess: (answer) => {
      setProblem(null);
      listsStore().put(answer);
    },
    onError: (error) =>
      setProblem(
        isApiError(error) && error.status === 0
          ? t('lists.common.offline')
          : isApiError(error) && error.code
            ? t(codeTextKey(error.code))
            : t('lists.errors.upload'),
      ),
  });
  const remove = useMutation({
    mutationFn: (imageId: number) => removeListImage(list.id, imageId),
    onSuccess: () =>
      void listsStore()
        .refresh(list.id)
        .catch(() => undefined),
    onError: (error) =>
      setProblem(
        isApiError(error) && error.status === 0 ? t('lists.common.offline') : t(codeTextKey(isApiError(error) ? error.code : undefined)),
      ),
  });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      setProblem(t('lists.errors.imageType'));
      return;
    }
    upload.mutate(file);
  };
  const disabled = offline || upload.isPending;
  return (
    <div className={styles.galleryBlock}>
      <ul className={styles.gallery} aria-label={t('lists.detail.gallery')} data-testid="course-gallery">
        {productImages.map((item) => (
          <li key={item.key} className={styles.thumb}>
            <img src={item.image!} alt={item.name} lang="fr" loading="lazy" decoding="async" width={64} height={64} />
          </li>
        ))}
        {list.gallery.map((photo, index) => (
          <li key={photo.id} className={styles.thumb} data-testid="course-photo">
            <img
              src={photo.url}
              alt={`${t('lists.detail.imageAlt')} ${index + 1}`}
              loading="lazy"
              decoding="async"
              width={64}
              height={64}
            />
            {(list.is_owner || photo.added_by === me) && (
              <button
                type="button"
                className={styles.thumbRemove}
                onClick={() => remove.mutate(photo.id)}
                disabled={offline || remove.isPending}
                aria-label={`${t('lists.detail.removeImage')} ${index + 1}`}
              >
                <X size={16} aria-hidden />
              </button>
            )}
          </li>
        ))}
        <li className={styles.addImages}>
          <label className={styles.addImage} data-disabled={disabled || undefined}>
            <ImagePlus size={22} aria-hidden />
            <span className="visually-hidden">{t('lists.detail.addImage')}</span>
            <input
              type="file"
              accept={IMAGE_TYPES.join(',')}
              onChange={choose}
              disabled={disabled}
              className="visually-hidden"
              data-testid="course-add-image"
            />
          </label>
          <label className={styles.addImage} data-disabled={disabled || undefined}>
            <Camera size={22} aria-hidden />
            <span className="visually-hidden">{t('lists.detail.takePhoto')}</span>
            <input type="file" accept="image/*" capture="environment" onChange={choose} disabled={disabled} className="visually-hidden" />
          </label>
        </li>
      </ul>
      {upload.isPending && (
        <p role="status" className={styles.note}>
          {t('lists.detail.uploading')}
        </p>
      )}
      {problem && (
        <p role="alert" className={styles.problem} data-testid="course-image-error">
          {problem}
        </p>
      )}
    </div>
  );
}

function ItemRow({
  item,
  actions,
  deals,
}: {
  item: ListViewItem;
  actions: ReturnType<typeof useList>['actions'];
  /** This week's and next week's deals of the item (« Cette semaine sur ma liste »), if any. */
  deals: ItemDeals | undefined;
}) {
  const { t } = useTranslation();
  const checkId = useId();
  return (
    <li
      className={styles.item}
      data-checked={item.checked || undefined}
      data-pending={item.pending || undefined}
      data-testid="course-item"
      data-key={item.key}
    >
      <label className={styles.check} htmlFor={checkId}>
        <input
          id={checkId}
          type="checkbox"
          checked={item.checked}
          onChange={() => actions.toggle(item.key)}
          aria-label={t('lists.detail.check', { name: item.name })}
          data-testid="course-item-check"
        />
        <span className={styles.box} aria-hidden>
          {item.checked && <Check size={16} />}
        </span>
      </label>
      <div className={styles.itemPicture} aria-hidden>
        {item.image ? (
          <img src={item.image} alt={item.name} loading="lazy" decoding="async" width={48} height={48} />
        ) : (
          <ShoppingBasket size={22} />
        )}
      </div>
      <div className={styles.itemText}>
        <p className={styles.itemName} lang={item.sku ? 'fr' : undefined} dir="auto">
          {item.name}
        </p>
        {item.desc && (
          <p className={styles.itemDesc} lang={item.sku ? 'fr' : undefined} dir="auto">
            {item.desc}
          </p>
        )}
        {item.price !== null && <Price millimes={item.price} size="sm" />}
        {deals && !item.checked && <ItemDealsLine item={deals} shownPrice={item.price} />}
        {item.checked && item.checked_by && (
          <p className={styles.checkedBy} data-testid="course-item-checked-by">
            {t('lists.detail.checkedBy', { name: firstName(item.checked_by.name) })}
          </p>
        )}
      </div>
      <div className={styles.itemActions}>
        <div className={styles.stepper} role="group" aria-label={t('lists.detail.quantity', { count: item.quantity })}>
          <button
            type="button"
            className={styles.stepButton}
            onClick={() => actions.setQuantity(item.key, item.quantity - 1)}
            aria-label={`− ${item.name}`}
            lang={item.sku ? 'fr' : undefined}
          >
            <Minus size={16} aria-hidden />
          </button>
          <span className={styles.quantity} aria-live="polite" data-testid="course-item-quantity">
            {item.quantity}
          </span>
          <button
            type="button"
            className={styles.stepButton}
            onClick={() => actions.setQuantity(item.key, item.quantity + 1)}
            aria-label={`+ ${item.name}`}
            lang={item.sku ? 'fr' : undefined}
            disabled={item.quantity >= 99}
          >
            <Plus size={16} aria-hidden />
          </button>
        </div>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => actions.remove(item.key)}
          aria-label={t('lists.detail.remove', { name: item.name })}
          data-testid="course-item-remove"
        >
          <Trash2 size={18} aria-hidden />
        </button>
      </div>
    </li>
  );
}

function EmptyListPicture() {
  return (
    <svg className={styles.emptyPicture} viewBox="0 0 120 120" width="120" height="120" aria-hidden focusable="false">
      <circle cx="60" cy="60" r="56" fill="var(--color-brand-lighter)" />
      <rect x="34" y="24" width="52" height="70" rx="8" fill="var(--color-surface)" stroke="var(--color-border-strong)" strokeWidth="2" />
      <rect x="46" y="18" width="28" height="12" rx="4" fill="var(--color-brand)" />
      <path d="M44 46h32M44 58h32M44 70h20" stroke="var(--color-border-strong)" strokeWidth="4" strokeLinecap="round" />
      <circle cx="84" cy="84" r="14" fill="var(--color-brand)" />
      <path d="M84 77v14M77 84h14" stroke="var(--color-on-brand)" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
