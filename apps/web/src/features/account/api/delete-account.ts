import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';

/** DELETE /users/me: the account and everything of it goes; the token is dead afterwards. */
export const deleteAccount = () => api.delete<void>('/users/me');

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
