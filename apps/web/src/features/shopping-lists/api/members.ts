import type { AssignableMembers as AssignableMembersSchema } from '@qadhya/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import type { z } from 'zod';
import { coursesKeys } from './lists-page.ts';

export type AssignableMembers = z.infer<typeof AssignableMembersSchema>;

/** GET /lists/members: the caller's family circle (accepted members), who a list can be shared with. */
export const useAssignableMembers = (user: string) =>
  useQuery({
    queryKey: coursesKeys.members(user),
    queryFn: ({ signal }) => call(ops.listAssignableMembers, {}, { signal }),
  });
