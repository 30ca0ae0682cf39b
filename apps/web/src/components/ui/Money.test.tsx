// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { Money } from './Money.tsx';

afterEach(cleanup);

describe('Money', () => {
  it('money in: a plus, green tone, an up arrow, « Crédit » spoken', () => {
    render(<Money millimes={3000} testId="money" />);
    const money = screen.getByTestId('money');
    expect(money.dataset.tone).toBe('credit');
    expect(money.textContent).toBe('Crédit+3,000 DT');
    expect(money.querySelector('[data-arrow]')!.getAttribute('data-arrow')).toBe('up');
    expect(money.querySelector('[data-arrow]')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('money out: a minus, never the green tone nor an up arrow, « Débit » spoken; thousands grouped', () => {
    render(<Money millimes={-1234500} testId="money" />);
    const money = screen.getByTestId('money');
    expect(money.dataset.tone).toBe('debit');
    expect(money.textContent!.replace(/\s/g, ' ')).toBe('Débit-1 234,500 DT');
    expect(money.querySelector('[data-arrow="up"]')).toBeNull();
    expect(money.querySelector('[data-arrow="down"]')).not.toBeNull();
    expect(money.querySelector('bdi')!.getAttribute('dir')).toBe('ltr');
    expect(money.querySelector('bdi')!.textContent!.replace(/\s/g, ' ')).toBe('-1 234,500');
  });

  it('in Arabic: the figures isolated left to right, « د.ت » after them, never « DT »', async () => {
    await i18n.changeLanguage('ar');
    try {
      render(<Money millimes={-12500} testId="money" />);
      const money = screen.getByTestId('money');
      expect(money.querySelector('bdi')!.textContent).toBe('-12,500');
      expect(money.textContent).toMatch(/-12,500 د\.ت$/);
      expect(money.textContent).not.toContain('DT');
    } finally {
      await i18n.changeLanguage('fr');
    }
  });
});
