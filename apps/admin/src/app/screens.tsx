import type { StaffRole } from '@qadhya/contracts';
import { BookOpen, Boxes, CalendarDays, FileUp, Gift, History, Home, KeyRound, Package, Store, Users, type LucideIcon } from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BellRing } from 'lucide-react';
import { ALL_ROLES } from '../lib/auth/roles.ts';
import { FileText, HelpCircle, LifeBuoy } from 'lucide-react';
import { Gamepad2, HeartHandshake } from 'lucide-react';
import { ChartNoAxesColumn } from 'lucide-react';
import { Smartphone } from 'lucide-react';

/** The sidebar's groups, in order. */
export const NAV_SECTIONS = ['Pilotage', 'Contenu', 'Magasins', 'Relation client', 'Administration'] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

export interface Screen {
  /** Path under /admin (react-router syntax; the first one without ':' is the nav link). */
  path: string;
  /** Sidebar label and page title. */
  label: string;
  section: NavSection;
  icon: LucideIcon;
  /** Who sees it in the nav and may open it (the server checks its routes again). */
  roles: readonly StaffRole[];
  /** Hidden from the sidebar (detail pages reached from a list). */
  hidden?: boolean;
  Page: LazyExoticComponent<ComponentType>;
}

/** A detail page reached from a list: the list's section, icon and roles, hidden from the sidebar. */
function detailOf(list: Screen, path: string, label: string, Page: Screen['Page']): Screen {
  return { ...list, path, label, hidden: true, Page };
}

const CATALOGUES: Screen = {
  path: '/catalogues',
  label: 'Catalogues',
  section: 'Contenu',
  icon: BookOpen,
  roles: ['admin', 'marketing'],
  Page: lazy(() => import('../features/catalogues/CataloguesPage.tsx')),
};

const CAMPAIGNS: Screen = {
  path: '/campagnes',
  label: 'Jeux et campagnes',
  section: 'Contenu',
  icon: Gamepad2,
  roles: ['admin', 'marketing'],
  Page: lazy(() => import('../features/campaigns/CampaignsPage.tsx')),
};

/**
 * Every screen of the back office: a feature adds ONE line here (its page is loaded on demand, so
 * each screen is its own chunk). docs/back-office.md#the-back-office-app
 */
export const SCREENS: Screen[] = [
  {
    path: '/',
    label: 'Accueil',
    section: 'Pilotage',
    icon: Home,
    roles: ALL_ROLES,
    Page: lazy(() => import('../features/home/HomePage.tsx')),
  },
  {
    path: '/audience',
    label: 'Audience',
    section: 'Pilotage',
    icon: ChartNoAxesColumn,
    roles: ['admin', 'marketing'],
    Page: lazy(() => import('../features/audience/AudiencePage.tsx')),
  },
  {
    path: '/fidelite',
    label: 'Fidélité',
    section: 'Pilotage',
    icon: Gift,
    roles: ['admin', 'marketing', 'support'],
    Page: lazy(() => import('../features/loyalty/LoyaltyPage.tsx')),
  },
  CATALOGUES,
  detailOf(
    CATALOGUES,
    '/catalogues/:id',
    'Catalogue',
    lazy(() => import('../features/catalogues/CatalogueDetailPage.tsx')),
  ),
  {
    path: '/stock',
    label: 'Stock et dernière chance',
    section: 'Magasins',
    icon: Boxes,
    roles: ['admin', 'store_manager'],
    Page: lazy(() => import('../features/store-stock/StoreStockPage.tsx')),
  },
  {
    path: '/alertes-derniere-chance',
    label: 'Alertes Dernière chance',
    section: 'Magasins',
    icon: BellRing,
    roles: ['admin', 'marketing', 'store_manager'],
    Page: lazy(() => import('../features/last-chance-alerts/LastChanceAlertsPage.tsx')),
  },
  {
    path: '/imports',
    label: 'Import CSV',
    section: 'Magasins',
    icon: FileUp,
    roles: ['admin', 'store_manager'],
    Page: lazy(() => import('../features/imports/ImportPage.tsx')),
  },
  {
    path: '/promos',
    label: 'Promos du jour',
    section: 'Contenu',
    icon: CalendarDays,
    roles: ['admin', 'marketing'],
    Page: lazy(() => import('../features/promos/PromosPage.tsx')),
  },
  {
    path: '/produits',
    label: 'Produits',
    section: 'Contenu',
    icon: Package,
    roles: ['admin', 'marketing'],
    Page: lazy(() => import('../features/products/ProductsPage.tsx')),
  },
  {
    path: '/offre-mobile',
    label: 'Offre mobile',
    section: 'Contenu',
    icon: Smartphone,
    roles: ['admin', 'marketing'],
    Page: lazy(() => import('../features/mobile-offer/MobileOfferProductsPage.tsx')),
  },
  CAMPAIGNS,
  detailOf(
    CAMPAIGNS,
    '/campagnes/:id',
    'Campagne',
    lazy(() => import('../features/campaigns/CampaignDetailPage.tsx')),
  ),
  {
    path: '/parrainage',
    label: 'Parrainage',
    section: 'Contenu',
    icon: HeartHandshake,
    roles: ['admin', 'marketing'],
    Page: lazy(() => import('../features/campaigns/ReferralPage.tsx')),
  },
  {
    path: '/notifications-push',
    label: 'Notifications push',
    section: 'Contenu',
    icon: BellRing,
    roles: ['admin', 'marketing'],
    Page: lazy(() => import('../features/broadcasts/BroadcastsPage.tsx')),
  },
  {
    path: '/magasins',
    label: 'Magasins',
    section: 'Magasins',
    icon: Store,
    roles: ['admin', 'store_manager'],
    Page: lazy(() => import('../features/stores/StoresPage.tsx')),
  },
  {
    path: '/personnel',
    label: 'Personnel',
    section: 'Administration',
    icon: Users,
    roles: ['admin'],
    Page: lazy(() => import('../features/staff/StaffPage.tsx')),
  },
  {
    path: '/cles-api',
    label: 'Clés d’API',
    section: 'Administration',
    icon: KeyRound,
    roles: ['admin'],
    Page: lazy(() => import('../features/api-keys/ApiKeysPage.tsx')),
  },
  {
    path: '/journal',
    label: "Journal d'audit",
    section: 'Administration',
    icon: History,
    roles: ['admin'],
    Page: lazy(() => import('../features/audit/AuditPage.tsx')),
  },
  {
    path: '/support',
    label: 'Support',
    section: 'Relation client',
    icon: LifeBuoy,
    roles: ['admin', 'support'],
    Page: lazy(() => import('../features/support/SupportPage.tsx')),
  },
  {
    path: '/faq',
    label: 'FAQ',
    section: 'Relation client',
    icon: HelpCircle,
    roles: ['admin', 'marketing', 'support'],
    Page: lazy(() => import('../features/texts/FaqPage.tsx')),
  },
  {
    path: '/textes-legaux',
    label: 'Textes légaux',
    section: 'Relation client',
    icon: FileText,
    roles: ['admin', 'marketing'],
    Page: lazy(() => import('../features/texts/LegalTextsPage.tsx')),
  },
];

export function canSee(screen: Screen, role: StaffRole): boolean {
  return screen.roles.includes(role);
}
