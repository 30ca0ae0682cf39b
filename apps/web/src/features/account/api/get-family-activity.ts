import { call, ops } from '../../../lib/api/index.ts';
import type { Language } from '../../../lib/i18n/index.ts';

/** Items of the family's history a page (docs/family.md#figures-and-history). */
export const ACTIVITY_PAGE_SIZE = 10;

/** GET /families/activity: the family's figures this month and a page of its history (keys.ts familyActivityKey). */
export const getFamilyActivity = (page: number, signal?: AbortSignal, lang?: Language) =>
  call(ops.getFamilyActivity, { query: { page, pageSize: ACTIVITY_PAGE_SIZE } }, { signal, lang });
