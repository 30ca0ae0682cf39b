import { useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';

/**
 * GET /app/links: the chain's toll-free number (TOLL_FREE_NUMBER) for the help line. The same query
 * key as the rotary menu's, so the answer is shared; a failure only hides the line (silent).
 */
export const useTollFree = () =>
  useQuery({
    queryKey: ['app-links'],
    queryFn: ({ signal }) => call(ops.getAppLinks, {}, { signal, auth: false, silent: true }),
    staleTime: 60 * 60_000,
    select: (links) => links.toll_free,
  });
