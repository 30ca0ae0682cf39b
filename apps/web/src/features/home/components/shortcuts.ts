import { Boxes, BookOpen, Gamepad2, Heart, ScanBarcode, Store, Tag, Timer, type LucideIcon } from 'lucide-react';
import { href } from '../../../config/routes.ts';

export interface Shortcut {
  key: 'catalogs' | 'greatOffers' | 'games' | 'realTimeStock' | 'lastChance' | 'stores' | 'scan' | 'wishlist';
  to: string;
  icon: LucideIcon;
  tone: 'red' | 'orange' | 'amber' | 'blue' | 'green' | 'pink';
}

/** The home tiles: each a real link to its feature's route (docs/shell.md#home); the games one tap from home (issue 33). */
export const SHORTCUTS: readonly Shortcut[] = [
  { key: 'catalogs', to: href('catalogs'), icon: BookOpen, tone: 'red' },
  { key: 'greatOffers', to: href('greatOffers'), icon: Tag, tone: 'orange' },
  { key: 'games', to: href('games'), icon: Gamepad2, tone: 'pink' },
  { key: 'realTimeStock', to: href('realTimeStock'), icon: Boxes, tone: 'green' },
  { key: 'lastChance', to: href('lastChanceProducts'), icon: Timer, tone: 'amber' },
  { key: 'stores', to: href('findStoresMagasins'), icon: Store, tone: 'blue' },
  { key: 'scan', to: href('scanProduit'), icon: ScanBarcode, tone: 'green' },
  { key: 'wishlist', to: href('wishlist'), icon: Heart, tone: 'pink' },
];
