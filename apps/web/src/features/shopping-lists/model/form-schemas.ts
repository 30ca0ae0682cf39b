import { CreateListBody, ListOpBody } from '@qadhya/contracts';

/**
 * The lists' form schemas, a chunk of their own fetched once a form is drawn (docs/forms.md#lazy-schemas):
 * named imports, so the build keeps only these schemas and the part of zod they use.
 */

/** POST /lists' body (add-list). */
export const addListSchema = CreateListBody;
/** The free-text article's text, as the route's 'add' operation reads it. */
export const listTextSchema = ListOpBody.options[0].pick({ text: true });
