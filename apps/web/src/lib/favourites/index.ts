export {
  flushFavourites,
  isFavourite,
  isLocalOnly,
  readFavourites,
  refreshFavourites,
  startFavouritesSync,
  toggleFavourite,
  type FavouriteProduct,
} from './favourites-store.ts';
export type { FavouriteSnapshot } from './sync-core.ts';
export { useFavourites, useIsFavourite, usePendingFavourites } from './use-favourite.ts';
