import type { LucideIcon } from 'lucide-react';
import { createContext, useContext, type ReactNode } from 'react';

/** A screen the signed-in member may open, as the sidebar and the home's tiles show it. */
export interface NavEntry {
  path: string;
  label: string;
  section: string;
  icon: LucideIcon;
}

const VisibleScreens = createContext<readonly NavEntry[] | null>(null);

/**
 * `app/` hands the screens of the member's role down to the features that list them (the home's
 * tiles) without a feature importing `app/screens.tsx`, which imports every page
 * (docs/architecture.md#feature-boundaries).
 */
export function VisibleScreensProvider({ screens, children }: { screens: readonly NavEntry[]; children: ReactNode }) {
  return <VisibleScreens.Provider value={screens}>{children}</VisibleScreens.Provider>;
}

export function useVisibleScreens(): readonly NavEntry[] {
  const screens = useContext(VisibleScreens);
  if (!screens) throw new Error('useVisibleScreens outside VisibleScreensProvider');
  return screens;
}
