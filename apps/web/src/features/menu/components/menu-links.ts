import {
  BadgePercent,
  CreditCard,
  Gamepad2,
  Heart,
  Boxes,
  LifeBuoy,
  ListChecks,
  Megaphone,
  ReceiptText,
  Smartphone,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { href } from '../../../config/routes.ts';

export type MenuLabel =
  | 'courses'
  | 'wishlist'
  | 'games'
  | 'realTimeStock'
  | 'tickets'
  | 'card'
  | 'family'
  | 'parrainage'
  | 'azizaMobile'
  | 'benefices'
  | 'help'
  | 'campaigns';

export interface MenuLink {
  label: MenuLabel;
  to: string;
  icon: LucideIcon;
  /** Campagnes en cours carries an ADMIN button to the profile. */
  admin?: boolean;
}

const link = (label: MenuLabel, to: string, icon: LucideIcon, admin?: boolean): MenuLink => ({ label, to, icon, admin });

/** Logged-in users: the ten links of the spec, in its order, plus Jeux and real-time stock after Mes favoris (docs/shell.md#overlay-menu). */
export const MEMBER_LINKS: readonly MenuLink[] = [
  link('courses', href('courses'), ListChecks),
  link('wishlist', href('wishlist'), Heart),
  link('games', href('games'), Gamepad2),
  link('realTimeStock', href('realTimeStock'), Boxes),
  link('tickets', href('myTickets'), ReceiptText),
  link('card', href('myCard'), CreditCard),
  link('family', href('family'), Users),
  link('parrainage', href('parrainage'), UserPlus),
  link('azizaMobile', href('azizaMobile'), Smartphone),
  link('benefices', href('benefices'), BadgePercent),
  link('help', href('assistanceAide'), LifeBuoy),
  link('campaigns', href('campagnes'), Megaphone, true),
];

/** Anonymous users: Assistance & Aide, Campagnes en cours and Mes favoris, plus Jeux and real-time stock. */
export const ANONYMOUS_LINKS: readonly MenuLink[] = [
  link('help', href('assistanceAide'), LifeBuoy),
  link('games', href('games'), Gamepad2),
  link('campaigns', href('campagnes'), Megaphone),
  link('wishlist', href('wishlist'), Heart),
  link('realTimeStock', href('realTimeStock'), Boxes),
];

export const PROFILE_PATH = href('profil');
