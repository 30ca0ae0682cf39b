import { LastChanceFollowsBody } from '@qadhya/contracts';

/** PUT /last-chance/follows's body, a chunk of its own fetched once the settings sheet opens (docs/forms.md#lazy-schemas). */
export const followsSchema = LastChanceFollowsBody;
