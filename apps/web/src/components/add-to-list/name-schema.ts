import { CreateListBody } from '@qadhya/contracts';

/** « Nouvelle liste »'s name as POST /lists reads it: a chunk fetched once the sheet's form is drawn (docs/forms.md#lazy-schemas). */
export const newListNameSchema = CreateListBody.pick({ title: true });
