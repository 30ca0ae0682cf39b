import { createElement, useEffect, useReducer, type ComponentType } from 'react';
import { useOnline } from '../device/online.ts';

/**
 * A piece of the screen that is not needed for the screen to work (the terms prompt, the unread
 * badge): its code loads after mounting and it draws nothing until it has. Unlike React.lazy, a
 * chunk that cannot be fetched (offline before the service worker held it) draws nothing and is
 * tried again when the browser is back online, instead of throwing to the error boundary and
 * taking the whole screen down (docs/shell.md#lazy-code-offline).
 */
export function optionalLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  function OptionalLazy(props: P) {
    const online = useOnline();
    const [, redraw] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      if (loaded || !online) return;
      let live = true;
      pending ??= load()
        .then((component) => {
          loaded = component;
        })
        .catch((error: unknown) => console.warn('optional code not loaded', error))
        .finally(() => {
          pending = null;
        });
      void pending.then(() => {
        if (live) redraw();
      });
      return () => {
        live = false;
      };
    }, [online]);
    return loaded ? createElement(loaded, props) : null;
  }
  return OptionalLazy;
}
