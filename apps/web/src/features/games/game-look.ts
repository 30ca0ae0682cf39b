import type { GameKey } from '@qadhya/contracts';
import { Layers, Search, ShoppingBasket, Smartphone, Tag, type LucideIcon } from 'lucide-react';
import type { RouteId } from '../../config/routes.ts';

/** Each game's screen, icon and tile colour: the games screen and « Campagnes en cours » draw them alike. */
export const GAME_ROUTE: Record<GameKey, Extract<RouteId, 'shakeWin' | 'tapMatch' | 'panierChrono' | 'attrapePromo' | 'trouveIntrus'>> = {
  shake_win: 'shakeWin',
  tap_match: 'tapMatch',
  panier_chrono: 'panierChrono',
  attrape_promo: 'attrapePromo',
  trouve_intrus: 'trouveIntrus',
};
export const GAME_ICON: Record<GameKey, LucideIcon> = {
  shake_win: Smartphone,
  tap_match: Layers,
  panier_chrono: ShoppingBasket,
  attrape_promo: Tag,
  trouve_intrus: Search,
};
export const GAME_TONE: Record<GameKey, 'red' | 'blue' | 'green' | 'amber' | 'pink'> = {
  shake_win: 'red',
  tap_match: 'blue',
  panier_chrono: 'green',
  attrape_promo: 'amber',
  trouve_intrus: 'pink',
};
