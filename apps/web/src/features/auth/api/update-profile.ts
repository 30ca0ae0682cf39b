import type { ProfileUpdate } from '@qadhya/contracts';
import { call, ops } from '../../../lib/api/index.ts';

/** PUT /users/me: the 'Nouveau client !' form (silent: the screen shows its own toast). */
export const updateProfile = (body: ProfileUpdate) => call(ops.updateMe, { body }, { silent: true });
