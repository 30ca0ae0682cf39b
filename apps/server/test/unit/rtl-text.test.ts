import { describe, expect, it } from 'vitest';
import { drawRtl, hasRtl, shapeRtl, visualRuns } from '../../src/modules/media/render/rtl-text.ts';

describe('Arabic drawn as outlines (docs/media.md#arabic-images)', () => {
  it('tells right-to-left text from the rest', () => {
    expect(hasRtl('ألبان وأجبان')).toBe(true);
    expect(hasRtl('Crèmerie & 24/11')).toBe(false);
  });

  it('orders runs right to left, numbers left to right inside', () => {
    const runs = visualRuns('أسبوع من 18/11 إلى 24/11');
    expect(runs.map((r) => r.text.trim())).toEqual(['24/11', 'إلى', '18/11', 'أسبوع من']);
    expect(runs.map((r) => r.rtl)).toEqual([false, true, false, true]);
  });

  it('shapes: joined letters are not the isolated ones side by side', () => {
    const one = shapeRtl('ب');
    const three = shapeRtl('ببب');
    expect(one.unitsPerEm).toBe(1000);
    expect(one.width).toBeGreaterThan(0);
    expect(three.width).toBeLessThan(3 * one.width);
    expect(three.d).toMatch(/^M-?\d/);
  });

  it('draws one path with the words for assistive tools, fitted to maxWidth and anchored', () => {
    const svg = drawRtl(340, 52, 'ألبان وأجبان', { size: 15, fill: '#ffffff', bold: true, anchor: 'end', maxWidth: 40 });
    expect(svg).toMatch(/^<path transform="translate\([\d.]+ 52\) scale\([\d.]+ -[\d.]+\)" fill="#ffffff" stroke="#ffffff"/);
    expect(svg).toContain('aria-label="ألبان وأجبان"');
    const left = Number(/translate\(([\d.]+)/.exec(svg)![1]);
    expect(left).toBeGreaterThanOrEqual(300 - 0.5); // 40 wide at most, ending at 340
  });
});
