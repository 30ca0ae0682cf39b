import { useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useRouterContext } from './context.ts';
import type { NavigateOptions } from './create-router.ts';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

/** A plain click (no modifier, same tab) navigates in the app; anything else is the browser's. */
function isAppClick(e: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return !e.defaultPrevented && e.button === 0 && (!target || target === '_self') && !(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey);
}

function useLinkClick({ to, replace, state, target, onClick }: LinkProps) {
  const { router } = useRouterContext();
  const href = router.createHref(to);
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (!isAppClick(e, target) || e.currentTarget.origin !== window.location.origin || e.currentTarget.hasAttribute('download')) return;
    e.preventDefault();
    void router.navigate(to, { replace, state });
  };
  return { href, handle };
}

export function Link({ to, replace, state, ...rest }: LinkProps) {
  const { href, handle } = useLinkClick({ to, replace, state, ...rest });
  return <a {...rest} href={href} onClick={handle} />;
}

export interface NavLinkProps extends LinkProps {
  /** Active only on this exact path, not on its children. */
  end?: boolean;
}

/** A Link marked aria-current="page" (and class "active") while its path is shown. */
export function NavLink({ end, className, ...props }: NavLinkProps) {
  const { state } = useRouterContext();
  const { href, handle } = useLinkClick(props);
  const target = new URL(href, window.location.origin).pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const current = state.location.pathname.toLowerCase();
  const active = current === target || (!end && current.startsWith(target === '/' ? '/' : `${target}/`));
  const { to: _to, replace: _replace, state: _state, ...rest } = props;
  return (
    <a
      {...rest}
      href={href}
      onClick={handle}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
    />
  );
}

/** Navigates as soon as it renders (redirects). */
export function Navigate({ to, ...options }: NavigateOptions & { to: string }) {
  const { router } = useRouterContext();
  const { replace, state } = options;
  useEffect(() => void router.navigate(to, { replace, state }), [router, to, replace, state]);
  return null;
}
