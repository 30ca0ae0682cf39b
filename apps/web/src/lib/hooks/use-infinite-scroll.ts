import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onReach` when the returned sentinel comes near the viewport (or the `root` scroller),
 * while `enabled`. Put the sentinel after the last item of a list.
 */
export function useInfiniteScroll<T extends Element>(
  onReach: () => void,
  enabled: boolean,
  rootMargin = '600px',
  root?: RefObject<Element | null>,
) {
  const sentinel = useRef<T>(null);
  const callback = useRef(onReach);
  useEffect(() => {
    callback.current = onReach;
  });
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin, root: root?.current ?? null },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled, rootMargin, root]);
  return sentinel;
}
