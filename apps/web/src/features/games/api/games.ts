import type { GameKey, PlayResult, ProductPage } from '@qadhya/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { track } from '../../../lib/tracker/index.ts';
import { call, ops } from '../../../lib/api/index.ts';
import { newRequestId } from '../../../lib/api/request-id.ts';

/** Every query of the games starts with 'games': a play refreshes the chances, the wins and the campaigns together. */
export const gamesKeys = {
  all: ['games'] as const,
  list: (user: string) => ['games', 'list', user] as const,
  state: (user: string, key: GameKey) => ['games', 'state', user, key] as const,
  wins: (user: string) => ['games', 'wins', user] as const,
  campaigns: ['games', 'campaigns'] as const,
  pictures: (n: number) => ['games', 'pictures', n] as const,
};

/** A play's key: the same play sent twice is one play on the server (docs/games.md#fairness). */
export const newPlayId = newRequestId;

export const useGames = (user: string) =>
  useQuery({ queryKey: gamesKeys.list(user), queryFn: ({ signal }) => call(ops.listGames, {}, { signal }) });

/** One game's screen; opening it tells the tracker one view of its running campaign (docs/tracker.md#campaign-views). */
export const useGameState = (user: string, key: GameKey) => {
  const state = useQuery({
    queryKey: gamesKeys.state(user, key),
    queryFn: ({ signal }) => call(ops.getGame, { params: { key } }, { signal }),
  });
  const campaignId = state.data?.campaign?.id;
  useEffect(() => {
    if (campaignId !== undefined) track({ type: 'campaign_view', campaign_id: campaignId });
  }, [campaignId]);
  return state;
};

export const useWins = (user: string) =>
  useQuery({
    queryKey: gamesKeys.wins(user),
    queryFn: ({ signal }) => call(ops.listMyWins, { query: { page: 1, pageSize: 20 } }, { signal }),
  });

export const campaignsQuery = queryOptions({
  queryKey: gamesKeys.campaigns,
  queryFn: ({ signal }) => call(ops.listCampaigns, { query: { page: 1, pageSize: 20 } }, { signal }),
});
export const useCampaigns = () => useQuery(campaignsQuery);

/** The chain's product pictures the games are drawn with (the first page of the products with a photo). */
export const usePictures = (n: number) =>
  useQuery({
    queryKey: gamesKeys.pictures(n),
    queryFn: async ({ signal }) => {
      // listProducts' answer type reads as never (the route's 200 comes from a spread object): named here.
      const page: ProductPage = await call(ops.listProducts, { query: { page: 1, pageSize: 48 } }, { signal });
      return page.items
        .filter((p) => p.image)
        .slice(0, n)
        .map((p) => ({ id: p.id, name: p.name, image: p.image }));
    },
    staleTime: 10 * 60_000,
  });
export type GamePicture = { id: number; name: string; image: string };

/** Starts a play (a shake is played at once; a skill level is dealt), then sends a skill play's log; both refresh the chances. */
export function usePlayActions(key: GameKey) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: gamesKeys.all });
  const start = useMutation({
    mutationFn: ({ playId, level }: { playId: string; level: number }) =>
      call(ops.startPlay, { params: { key }, body: { play_id: playId, level } }),
    onMutate: () => track({ type: 'game_play', game: key }),
    onSettled: (data) => (data?.finished ? refresh() : undefined),
  });
  const finish = useMutation({
    mutationFn: ({ playId, result }: { playId: string; result: PlayResult }) =>
      call(ops.submitPlayResult, { params: { key, play_id: playId }, body: result }),
    onSettled: refresh,
  });
  return { start, finish };
}

export function useWaitlist(key: GameKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(ops.joinGameWaitlist, { params: { key } }),
    onSettled: () => client.invalidateQueries({ queryKey: gamesKeys.all }),
  });
}
