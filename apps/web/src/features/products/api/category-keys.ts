import type { CategoriesResponse } from '@qadhya/contracts';
import type { Language } from '../../../lib/i18n/index.ts';

/** The query key of GET /categories in one language (the aisles' names are in it). */
export const categoriesKey = (lang: Language) => ['categories', lang] as const;

/** What the categories' query holds (a kept copy may be marked offline). */
export type CategoriesData = CategoriesResponse & { offline?: true; savedAt?: string };
