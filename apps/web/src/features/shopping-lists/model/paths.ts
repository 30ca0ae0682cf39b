import { ROUTES } from '../../../config/routes.ts';

/** A list's detail: /layout/details-course/{id} (docs/shopping-lists.md#screens-courses-add-list-add-product). */
export const courseDetailPath = (id: number): string => `${ROUTES.detailsCourse.path.replace(/\/:id$/, '')}/${id}`;
