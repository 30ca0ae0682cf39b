// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { Home, KeyRound, Users } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VisibleScreensProvider, useVisibleScreens, type NavEntry } from '../../lib/nav/visible-screens.tsx';
import HomePage from './HomePage.tsx';

// A support member: the home shows no dashboard figures, only the tiles (docs/back-office.md#the-back-office-app).
vi.mock('../../lib/auth/session-context.tsx', () => ({
  useStaff: () => ({ id: 7, email: 'aide@qadhya.test', role: 'support' }),
}));

afterEach(cleanup);

const screens: NavEntry[] = [
  { path: '/', label: 'Accueil', section: 'Pilotage', icon: Home },
  { path: '/personnel', label: 'Personnel', section: 'Administration', icon: Users },
  { path: '/cles-api', label: 'Clés d’API', section: 'Administration', icon: KeyRound },
];

describe('the home, handed its screens by the frame (docs/architecture.md#feature-boundaries)', () => {
  it('shows a tile for each screen the frame hands down but the home itself, in order', () => {
    render(
      <MemoryRouter>
        <VisibleScreensProvider screens={screens}>
          <HomePage />
        </VisibleScreensProvider>
      </MemoryRouter>,
    );
    const tiles = within(screen.getByRole('list')).getAllByRole('link');
    expect(tiles.map((t) => [t.textContent, t.getAttribute('href')])).toEqual([
      ['Personnel', '/personnel'],
      ['Clés d’API', '/cles-api'],
    ]);
  });

  it('says so when the role opens no screen', () => {
    render(
      <MemoryRouter>
        <VisibleScreensProvider screens={[screens[0]!]}>
          <HomePage />
        </VisibleScreensProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('Aucun écran n’est encore ouvert à votre rôle.')).toBeTruthy();
  });

  it('is never read outside the frame', () => {
    const Probe = () => <p>{useVisibleScreens().length}</p>;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useVisibleScreens outside VisibleScreensProvider');
  });
});
