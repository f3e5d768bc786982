import { createContext, useContext } from 'react';

/** The island's props every screen needs (the router passes screens only their route's params and query). */
export interface FavoritesSettingsValue {
  /** Product page address with {id}. */
  productUrlPattern: string;
  /** The print page's address (favorites-print widget). */
  printUrl: string;
}

export const FavoritesSettings = createContext<FavoritesSettingsValue>({
  productUrlPattern: '/product.html?id={id}',
  printUrl: '/favorites-print.html',
});

export const useFavoritesSettings = () => useContext(FavoritesSettings);
