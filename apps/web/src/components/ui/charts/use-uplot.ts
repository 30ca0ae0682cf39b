import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** A token's value (colours of the charts come from tokens.css). */
export function token(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * Mounts a uPlot canvas in the returned element, sized to its width, redrawn when the options'
 * inputs change and resized with the element; destroyed on unmount.
 */
export function useUplot(build: (width: number) => { opts: uPlot.Options; data: uPlot.AlignedData }, deps: unknown[]) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const { opts, data } = build(Math.max(200, el.clientWidth));
    const plot = new uPlot(opts, data, el);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => plot.setSize({ width: Math.max(200, el.clientWidth), height: opts.height }));
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return ref;
}
