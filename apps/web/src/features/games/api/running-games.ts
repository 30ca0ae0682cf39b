import { call, ops } from '../../../lib/api/index.ts';

/** GET /app/config (public, silent): the games whose campaign runs today, for the popup (docs/games.md#the-popup). */
export const getRunningGames = async (signal?: AbortSignal) =>
  (await call(ops.getAppConfig, {}, { signal, silent: true, auth: false })).games;
