import type { ProfileUpdate, UserResponse } from '@qadhya/contracts';
import { api } from '../../../lib/api/index.ts';

/** PUT /users/me: the 'Nouveau client !' form (silent: the screen shows its own toast). */
export function updateProfile(body: ProfileUpdate): Promise<UserResponse> {
  return api.put<UserResponse>('/users/me', body, { silent: true });
}
