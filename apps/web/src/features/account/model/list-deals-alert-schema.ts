import { ListDealsAlert } from '@qadhya/contracts';

/** PUT /users/me/list-deals-alert's body, a chunk of its own fetched once the card is drawn (docs/forms.md#lazy-schemas). */
export const listDealsAlertSchema = ListDealsAlert;
