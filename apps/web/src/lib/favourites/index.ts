export { isFavourite, readFavourites, toggleFavourite, type FavouriteProduct } from './favourites-store.ts';
export { useIsFavourite } from './use-favourite.ts';
