// @vitest-environment jsdom
import { withoutIsolates } from '@qadhya/domain';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadArabic } from '../../lib/i18n/index.ts';
import { Discount, Price } from './Price.tsx';

afterEach(cleanup);

initI18n();

const inArabic = async (check: () => void) => {
  await loadArabic();
  await i18n.changeLanguage('ar');
  try {
    check();
  } finally {
    await i18n.changeLanguage('fr');
  }
};

describe('Price (docs/formats.md)', () => {
  it('draws the integer and decimals left to right, then « DT », and says the same price', () => {
    const { container } = render(<Price millimes={1234500} />);
    const price = container.querySelector('[data-ui-price]')!;
    const figures = price.querySelector('bdi')!;
    expect(figures.getAttribute('dir')).toBe('ltr');
    expect(figures.textContent).toBe('1\u202f234,500');
    expect(figures.nextElementSibling!.textContent).toBe('DT');
    expect(price.querySelector('.visually-hidden')!.textContent).toBe('1\u202f234,500 DT');
  });

  it('in Arabic: « د.ت » after the isolated figures in reading order, never « DT »', async () => {
    await inArabic(() => {
      const { container } = render(<Price millimes={7600} old />);
      const price = container.querySelector('[data-ui-price]')!;
      expect(price.querySelector('bdi')!.textContent).toBe('7,600');
      expect(price.querySelector('bdi')!.nextElementSibling!.textContent).toBe('د.ت');
      expect(withoutIsolates(price.querySelector('.visually-hidden')!.textContent!)).toBe('السعر القديم 7,600 د.ت');
      expect(price.textContent).not.toContain('DT');
    });
  });
});

describe('Discount', () => {
  it('draws « -43% » (one sign, no space) and says the discount in words, in both languages', async () => {
    const { container } = render(<Discount remise={43} testId="badge" />);
    expect(container.querySelector('[data-testid="badge"]')!.textContent).toBe('-43%');
    expect(container.querySelector('.visually-hidden')!.textContent).toBe('Remise de 43%');
    cleanup();
    await inArabic(() => {
      const { container: ar } = render(<Discount remise={43} testId="badge" />);
      expect(withoutIsolates(ar.querySelector('[data-testid="badge"]')!.textContent!)).toBe('-43%');
      expect(withoutIsolates(ar.querySelector('.visually-hidden')!.textContent!)).toBe('تخفيض 43%');
      expect(ar.textContent).not.toContain('٪');
    });
  });
});
