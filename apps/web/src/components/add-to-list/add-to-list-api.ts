import type { CreateListBody } from '@qadhya/contracts';
import type { z } from 'zod';
import { call, ops } from '../../lib/api/index.ts';
import type { Language } from '../../lib/i18n/index.ts';

/** The sheet shows every failure itself: silent, without the default handler. */
const SHEET_CALL = { silent: true, defaultHandler: false } as const;

/** GET /lists?tab=active: the shopper's active lists the product can go to (the first 50). */
export const getActiveLists = (signal?: AbortSignal, lang?: Language) =>
  call(ops.listMyShoppingLists, { query: { tab: 'active', page: 1, pageSize: 50 } }, { ...SHEET_CALL, signal, lang });

/** POST /lists: a new list holding the product (one request_id per sheet, so a retry makes one list). */
export const createListWith = (body: z.input<typeof CreateListBody>, lang?: Language) =>
  call(ops.createShoppingList, { body }, { ...SHEET_CALL, lang });
