import { useMutation } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';

/** DELETE /users/me: the account and everything of it goes; the token is dead afterwards. */
export const deleteAccount = () => call(ops.deleteMe);

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
