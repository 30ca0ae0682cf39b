import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ListChecks, Minus, Plus } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { href } from '../../config/routes.ts';
import { codeTextKey } from '../../lib/api/error-notice.ts';
import { isApiError } from '../../lib/api/index.ts';
import { newRequestId } from '../../lib/api/request-id.ts';
import { useOnline } from '../../lib/device/online.ts';
import { focusFirstInvalid, lazyResolver, shownError } from '../../lib/forms/index.ts';
import { loadApiErrorTexts } from '../../lib/i18n/api-error-texts.ts';
import { useLanguage, useTranslation } from '../../lib/i18n/index.ts';
import { registerLazyTexts } from '../../lib/i18n/lazy-texts.ts';
import {
  mergedQuantity,
  newListTitle,
  preselect,
  quantityOnList,
  readLastChosen,
  stepQuantity,
  writeLastChosen,
  type ListChoice,
} from '../../lib/lists/add-to-list.ts';
import { listsStore } from '../../lib/lists/lists-store.ts';
import { showToast, TOAST_LIFE } from '../../lib/notify/toast-store.ts';
import { useNavigate } from '../../lib/router/index.ts';
import { readCurrentUser } from '../../lib/storage/session.ts';
import { BottomSheet } from '../ui/bottom-sheet/BottomSheet.tsx';
import { TextField } from '../ui/form/index.ts';
import { createListWith, getActiveLists } from './add-to-list-api.ts';
import { SignInPrompt } from '../ui/sign-in-prompt/index.ts';
import { addToListSheetAr } from './sheet-texts.ar.ts';
import { addToListSheetFr } from './sheet-texts.fr.ts';
import styles from './AddToListSheet.module.css';

registerLazyTexts('addToListSheet', addToListSheetFr, addToListSheetAr);

/** « Nouvelle liste »: the name as POST /lists checks it (CreateListBody's title: 1 to 80 characters once trimmed), fetched once the sheet is drawn. */
const nameResolver = lazyResolver(() => import('./name-schema.ts').then((m) => m.newListNameSchema), 'addToListName');

export interface AddToListSheetProps {
  product: { sku: string; name: string };
  open: boolean;
  onClose(): void;
}

/** One choice of the sheet: a list of the shopper's (active ones), as the server or this device knows it. */
interface ListRow {
  id: number;
  title: string;
  total: number;
}

function signedInUser(): number | null {
  const id = Number(readCurrentUser()?.ID);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** With no signal: the active lists kept on this device (opened here before), which take changes offline. */
function deviceLists(): ListRow[] {
  const store = listsStore();
  return store
    .storedIds()
    .map((id) => store.get(id))
    .flatMap((s) => (s?.snapshot && !s.gone && s.snapshot.status === 'active' && !s.snapshot.finished ? [s.snapshot] : []))
    .map((l) => ({ id: l.id, title: l.title, total: l.progress.total }));
}

/**
 * The « Ajouter à une liste » sheet (docs/shopping-lists.md#add-to-list): the active
 * lists (latest change first, the one chosen last time preselected), « Nouvelle liste » with its
 * name, a quantity (1 to 99) and « Ajouter ». A product already on the list gets its quantity raised
 * (one line, never two). Offline, the lists kept on the device take the change and send it later.
 */
export function AddToListSheet({ product, open, onClose }: AddToListSheetProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const online = useOnline();
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = signedInUser();
  const nameId = useId();

  const [choice, setChoice] = useState<ListChoice | null>(null);
  const [quantity, setQuantity] = useState(1);
  // The new list's name: its message once a submit was tried, then live (it goes as soon as the name is valid).
  const nameForm = useForm({ resolver: nameResolver, mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: { title: '' } });
  const nameKey = shownError(nameForm.formState, 'title');
  useEffect(() => nameResolver.preload(), []);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [requestId] = useState(newRequestId);

  const lists = useQuery({
    queryKey: ['lists', 'add-to-list', user, lang],
    queryFn: ({ signal }) => getActiveLists(signal, lang),
    enabled: open && user !== null && online,
    staleTime: 0,
  });

  const rows: ListRow[] = useMemo(
    // Offline, only the lists kept on the device: their snapshot gives the quantity to add to.
    () =>
      !online ? deviceLists() : lists.data ? lists.data.items.map((l) => ({ id: l.id, title: l.title, total: l.progress.total })) : [],
    [lists.data, online],
  );
  const ready = !online || lists.data !== undefined;

  // The button mounts a fresh sheet at each opening: quantity 1, the last chosen list (or the latest).
  const [lastChosen] = useState(() => readLastChosen(user));
  const chosen: ListChoice | null = choice ?? (ready ? preselect(rows, lastChosen) : null);

  const showError = async (code: string | undefined, status?: number) => {
    if (status === 0) {
      setNote(t('addToListSheet.failed'));
      return;
    }
    await loadApiErrorTexts().catch(() => undefined);
    setNote(t(codeTextKey(code)));
  };

  const done = (id: number, title: string, queued: boolean) => {
    writeLastChosen(user, id);
    void client.invalidateQueries({ queryKey: ['lists'] });
    showToast({
      type: queued ? 'info' : 'success',
      title: t('addToListSheet.added', { list: title }),
      text: queued ? t('addToListSheet.addedOffline') : undefined,
      durationMs: TOAST_LIFE.long,
      action: {
        label: t('addToListSheet.view'),
        onClick: () => void navigate(href('detailsCourse', { id: String(id) })),
        testId: 'add-to-list-view',
      },
    });
    onClose();
  };

  const addToList = async (row: ListRow) => {
    const store = listsStore();
    if (online) {
      // The list as the server has it now, so the quantity adds to what is already there.
      try {
        await store.refresh(row.id);
      } catch (error) {
        if (!isApiError(error) || error.status !== 0) console.warn('add-to-list: the list could not be read', error);
      }
    }
    const before = store.get(row.id);
    if (before?.gone) return void (await goneList());
    const target = mergedQuantity(quantityOnList(before, product.sku), quantity);
    const outcome = await store.editAndSend(row.id, {
      kind: 'add',
      items: [{ sku: product.sku, quantity: target, hint: { name: product.name } }],
    });
    switch (outcome.status) {
      case 'sent':
        return done(row.id, row.title, false);
      case 'queued':
        return done(row.id, row.title, true);
      case 'gone':
        return goneList();
      case 'rejected':
        return showError(outcome.code);
      case 'signed-out':
        return setNote(t('addToListSheet.failed'));
    }
  };

  const goneList = async () => {
    await showError('LIST_NOT_FOUND');
    setChoice(null);
    void lists.refetch();
  };

  const createList = async (name: string) => {
    // Sent as the shopper sees it: spaces inside the name collapsed (newListTitle).
    const title = newListTitle(name) ?? name;
    if (!online) return setNote(t('addToListSheet.offlineNew'));
    try {
      const list = await createListWith({ request_id: requestId, title, items: [{ sku: product.sku, quantity }] }, lang);
      listsStore().put(list);
      done(list.id, list.title, false);
    } catch (error) {
      await showError(isApiError(error) ? error.code : undefined, isApiError(error) ? error.status : undefined);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || chosen === null) return;
    const form = event.currentTarget;
    const named: { title?: string } = {};
    if (chosen === 'new') {
      await nameForm.handleSubmit((v) => void (named.title = v.title))();
      if (named.title === undefined) return focusFirstInvalid(form);
    }
    setNote(null);
    setBusy(true);
    try {
      if (chosen === 'new') await createList(named.title ?? '');
      else {
        const row = rows.find((r) => r.id === chosen);
        if (row) await addToList(row);
      }
    } finally {
      setBusy(false);
    }
  };

  const signedOut = user === null;
  const noListsOffline = !signedOut && !online && rows.length === 0;

  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      label={t('addToListSheet.title')}
      handleLabel={t('addToListSheet.handle')}
      testId="add-to-list-sheet"
    >
      <div className={styles.sheet}>
        <h2 className={styles.title}>{t('addToListSheet.title')}</h2>
        <p className={styles.product} data-testid="add-to-list-product" lang="fr" dir="auto">
          {product.name}
        </p>
        {signedOut ? (
          <SignInPrompt
            icon={<ListChecks size={36} />}
            title={t('addToListSheet.signIn.title')}
            text={t('addToListSheet.signIn.text')}
            button={t('addToListSheet.signIn.button')}
          />
        ) : noListsOffline ? (
          <p className={styles.note} role="status" data-testid="add-to-list-offline">
            {t('addToListSheet.offline')}
          </p>
        ) : (
          <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
            <fieldset className={styles.lists}>
              <legend className={styles.legend}>{t('addToListSheet.lists')}</legend>
              {!ready && lists.isError ? (
                <div className={styles.state}>
                  <p>{t('addToListSheet.loadError')}</p>
                  <button type="button" className={styles.secondary} onClick={() => void lists.refetch()}>
                    {t('addToListSheet.retry')}
                  </button>
                </div>
              ) : !ready ? (
                <p className={styles.state} role="status">
                  {t('addToListSheet.loading')}
                </p>
              ) : (
                <>
                  {rows.length === 0 && <p className={styles.hint}>{t('addToListSheet.noLists')}</p>}
                  <div className={styles.choices} data-testid="add-to-list-choices">
                    {rows.map((row) => (
                      <label key={row.id} className={styles.choice} data-testid="add-to-list-choice" data-list-id={row.id}>
                        <input type="radio" name="list" value={row.id} checked={chosen === row.id} onChange={() => setChoice(row.id)} />
                        <span className={styles.choiceText}>
                          <span className={styles.choiceTitle}>{row.title}</span>
                          <span className={styles.choiceCount}>{t('addToListSheet.products', { count: row.total })}</span>
                        </span>
                      </label>
                    ))}
                    <label className={styles.choice} data-testid="add-to-list-new">
                      <input type="radio" name="list" value="new" checked={chosen === 'new'} onChange={() => setChoice('new')} />
                      <span className={styles.choiceText}>
                        <span className={styles.choiceTitle}>
                          <Plus size={18} aria-hidden className={styles.newIcon} />
                          {t('addToListSheet.newList')}
                        </span>
                      </span>
                    </label>
                  </div>
                  {chosen === 'new' && (
                    <TextField
                      label={t('addToListSheet.nameLabel')}
                      {...nameForm.register('title')}
                      maxLength={80}
                      autoComplete="off"
                      placeholder={t('addToListSheet.namePlaceholder')}
                      error={nameKey ? t(nameKey) : null}
                      testId="add-to-list-name"
                    />
                  )}
                </>
              )}
            </fieldset>

            <div className={styles.quantityRow}>
              <span className={styles.quantityLabel} id={`${nameId}-q`}>
                {t('addToListSheet.quantity')}
              </span>
              <div className={styles.stepper} role="group" aria-labelledby={`${nameId}-q`}>
                <button
                  type="button"
                  className={styles.step}
                  aria-label={t('addToListSheet.less')}
                  disabled={quantity <= 1}
                  onClick={() => setQuantity((q) => stepQuantity(q, -1))}
                  data-testid="add-to-list-less"
                >
                  <Minus size={18} aria-hidden />
                </button>
                <output className={styles.count} aria-live="polite" data-testid="add-to-list-quantity">
                  {quantity}
                </output>
                <button
                  type="button"
                  className={styles.step}
                  aria-label={t('addToListSheet.more')}
                  disabled={quantity >= 99}
                  onClick={() => setQuantity((q) => stepQuantity(q, 1))}
                  data-testid="add-to-list-more"
                >
                  <Plus size={18} aria-hidden />
                </button>
              </div>
            </div>

            {note && (
              <p className={styles.note} role="alert" data-testid="add-to-list-error">
                {note}
              </p>
            )}

            <button type="submit" className={styles.primary} disabled={busy || chosen === null} data-testid="add-to-list-submit">
              {busy ? t('addToListSheet.adding') : t('addToListSheet.add')}
            </button>
          </form>
        )}
      </div>
    </BottomSheet>
  );
}
