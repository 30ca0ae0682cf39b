import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareOffer } from './share.ts';

describe('shareOffer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the share sheet when there is one, and a cancel is no error', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    expect(await shareOffer('Coupon QC7', { share })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ text: 'Coupon QC7' });
    const cancel = vi.fn().mockRejectedValue(new DOMException('no', 'AbortError'));
    expect(await shareOffer('Coupon QC7', { share: cancel })).toBe('cancelled');
  });

  it('copies the text when there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await shareOffer('Coupon QC7', {} as Navigator)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('Coupon QC7');
  });
});
