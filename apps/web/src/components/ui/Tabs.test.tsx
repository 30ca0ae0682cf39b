// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabPanel, Tabs } from './Tabs.tsx';

afterEach(cleanup);

const TABS = [
  { key: 'coupon', label: 'Coupon' },
  { key: 'voucher', label: 'Bon d’achat' },
  { key: 'gift', label: 'Cadeau' },
] as const;
type Key = (typeof TABS)[number]['key'];

function Story({ variant }: { variant?: 'filled' | 'raised' }) {
  const [value, setValue] = useState<Key>('coupon');
  return (
    <>
      <Tabs id="offers" label="Mes bénéfices" tabs={[...TABS]} value={value} onChange={setValue} variant={variant} />
      <TabPanel id="offers" value={value}>
        {value}
      </TabPanel>
    </>
  );
}

describe('Tabs', () => {
  it.each(['filled', 'raised'] as const)(
    '%s: one named tablist, the chosen tab selected and alone in the tab order, the panel labelled by it',
    (variant) => {
      render(<Story variant={variant} />);
      const list = screen.getByRole('tablist', { name: 'Mes bénéfices' });
      expect(list.dataset.variant).toBe(variant);
      const tabs = screen.getAllByRole('tab');
      expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
      expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
      expect(tabs[0]!.getAttribute('aria-controls')).toBe('offers-panel');
      const panel = screen.getByRole('tabpanel', { name: 'Coupon' });
      expect(panel.id).toBe('offers-panel');
      fireEvent.click(screen.getByRole('tab', { name: 'Cadeau' }));
      expect(screen.getByRole('tabpanel', { name: 'Cadeau' }).textContent).toBe('gift');
    },
  );

  it('arrows move and wrap, Home and End go to the ends, focus follows', () => {
    render(<Story />);
    const first = screen.getByRole('tab', { name: 'Coupon' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Bon d’achat' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Bon d’achat' }));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Cadeau' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Coupon', selected: true })).toBe(document.activeElement);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Cadeau', selected: true })).toBe(document.activeElement);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Coupon', selected: true })).toBe(document.activeElement);
  });

  it('right to left, ArrowLeft moves forward', () => {
    document.documentElement.dir = 'rtl';
    try {
      render(<Story />);
      const first = screen.getByRole('tab', { name: 'Coupon' });
      first.focus();
      fireEvent.keyDown(first, { key: 'ArrowLeft' });
      expect(screen.getByRole('tab', { name: 'Bon d’achat', selected: true })).toBe(document.activeElement);
    } finally {
      document.documentElement.dir = '';
    }
  });

  it('chips without a panel: a named tablist with its test id, tabs controlling nothing, no grid columns', () => {
    render(
      <Tabs
        id="cat"
        variant="chips"
        withPanel={false}
        label="Catégories"
        tabs={[...TABS]}
        value="voucher"
        onChange={() => {}}
        testId="cats"
      />,
    );
    const list = screen.getByTestId('cats');
    expect([list.getAttribute('role'), list.dataset.variant, list.style.gridTemplateColumns]).toEqual(['tablist', 'chips', '']);
    expect(screen.getAllByRole('tab').every((t) => !t.hasAttribute('aria-controls'))).toBe(true);
    expect(screen.getByRole('tab', { selected: true }).id).toBe('cat-tab-voucher');
  });
});
