import type { AppConfigGame } from '@qadhya/contracts';
import { useEffect, useState } from 'react';
import { appToday } from '../../lib/clock/index.ts';
import { optionalLazy } from '../../lib/lazy/optional-lazy.tsx';
import { readLocal, writeLocal } from '../../lib/storage/local-store.ts';
import { getRunningGames } from './api/running-games.ts';

/**
 * The carousel, its texts and styles: fetched only when a campaign is to be shown, so that a first
 * load of /layout with no game running carries none of it (docs/testing.md#js-budgets).
 */
const GamesCarousel = optionalLazy(() => import('./GamesCarousel.tsx').then((m) => m.GamesCarousel));

/**
 * The games popup of the app root (docs/games.md#the-popup): the games whose
 * campaign runs today (GET /app/config), one at a time, turning every 8 s when there are several
 * (with a pause button), shown at most once a Tunis day; « Jouer » opens the game.
 */
export function GamesPopup() {
  const [games, setGames] = useState<AppConfigGame[]>([]);
  useEffect(() => {
    // The Tunis day by the app's clock (the server's time).
    const today = appToday();
    // Shown today already (or on a later day, by a clock that has gone back since): not again.
    const shown = readLocal('games_popup_day');
    if (shown && shown >= today) return;
    const abort = new AbortController();
    getRunningGames(abort.signal)
      .then((running) => {
        // The server lists the campaigns running now, each with its picture or its game's drawn one.
        if (running.length === 0) return;
        writeLocal('games_popup_day', today);
        setGames(running);
      })
      .catch(() => undefined); // offline: another day
    return () => abort.abort();
  }, []);
  if (games.length === 0) return null;
  return <GamesCarousel games={games} onClose={() => setGames([])} />;
}
