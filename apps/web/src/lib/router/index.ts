/** The app's router: a route table with lazy screens, links and hooks (the subset of React Router it used). */
export { createBrowserRouter, type NavigateOptions, type Router, type RouterState } from './create-router.ts';
export { Link, Navigate, NavLink, type LinkProps, type NavLinkProps } from './Link.tsx';
export { Outlet, RouterProvider } from './RouterProvider.tsx';
export { useLocation, useMatches, useNavigate, useNavigation, useParams, useSearchParams, type NavigateFunction } from './hooks.ts';
export { generatePath, matchPath, type Params, type PathParam } from './path.ts';
export type { RouteObject } from './routes.ts';
