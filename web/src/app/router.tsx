import { Suspense, useEffect } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  Navigate,
  NavigationType,
  type RouteObject,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
} from 'react-router';
import { paths } from '@/config/paths';
import { configureFailureHandlers } from '@/lib/api-client';
import { clearToastsOnNavigation } from '@/lib/toast';
import { AppRoot } from './root';
import { PlainArea, PublicArea } from './guards';
import { RouteErrorBoundary, RouteLoading } from './route-error';
import { lazyScreen, type ScreenHandle, type ScreenModule } from './lazy-route';
import { MEMBER_SCREENS, PLAIN_SCREENS, PUBLIC_SCREENS, type ScreenArea } from './screens';

const routeModules = import.meta.glob<ScreenModule>(['./routes/**/*.tsx', '!./routes/**/*.test.tsx']);
const screens = new Map<string, ReturnType<typeof lazyScreen>>();

/** One lazy screen per module, so the paths that share one (register) share its component and state. */
function screen(module: string): ReturnType<typeof lazyScreen> {
  let made = screens.get(module);
  if (made === undefined) {
    const load = routeModules[`./routes/${module}.tsx`];
    if (load === undefined) throw new Error(`app/routes/${module}.tsx is missing`);
    screens.set(module, (made = lazyScreen(load)));
  }
  return made;
}

/** An area's routes from its table in screens.ts. */
function areaRoutes(area: ScreenArea): RouteObject[] {
  return area.screens.map(({ path, module }) => (path === undefined ? { index: true, ...screen(module) } : { path, ...screen(module) }));
}

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      { element: <PlainArea />, children: areaRoutes(PLAIN_SCREENS) },
      { element: <PublicArea />, children: areaRoutes(PUBLIC_SCREENS) },
      {
        path: MEMBER_SCREENS.prefix,
        // MEMBER_SCREENS.layout: an import the bundler can see, so written out
        ...lazyScreen(() => import('./member-area')),
        children: [
          { index: true, element: <Navigate to={paths.auth.dashboard} replace /> },
          ...areaRoutes(MEMBER_SCREENS),
          { path: '*', element: <Navigate to={paths.notFound} replace /> },
        ],
      },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

/**
 * The route tree of the current location; every matched screen's module starts loading at once
 * (a member screen does not wait for the member layout's chunk). The router sets a new location
 * in a transition, so React keeps the current screen until the next one's modules are here (no
 * loading screen between two screens on a slow line); the first screen shows RouteLoading.
 */
function AppRoutes() {
  const location = useLocation();
  for (const match of matchRoutes(routes, location) ?? []) {
    void (match.route.handle as ScreenHandle | undefined)?.preload();
  }
  return useRoutes(routes, location);
}

/**
 * A new screen starts at its top; back and forward (POP) leave the browser's own position.
 * Toasts about the screen left behind go with it (lib/toast).
 */
function ScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  // Only a new screen ends the toasts: the navigation's type changes before the screen does, and a
  // notice kept for that navigation (the session ended) must last until the screen after it.
  useEffect(clearToastsOnNavigation, [pathname]);
  return null;
}

/** The error catalogue's "go to /auth/login or /login" (lib/api-client) navigates with this router. */
function FailureNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    configureFailureHandlers({
      goToLogin: (failureClass) => {
        void navigate(failureClass === 'session' ? paths.auth.login : paths.login, { replace: true });
      },
    });
  }, [navigate]);
  return null;
}

/**
 * The app's router (docs/design/web-app.md#routing): the routes above in a browser router. Navigations, from a
 * link as from the history, run as React transitions (`useTransitions`). No data router: the
 * app has no loaders or actions, and createBrowserRouter's data layer alone was about 16 KB gzip
 * of every first screen.
 */
export function AppRouter() {
  return (
    <BrowserRouter useTransitions>
      <FailureNavigation />
      <ScrollToTopOnNavigation />
      <RouteErrorBoundary>
        <Suspense fallback={<RouteLoading />}>
          <AppRoutes />
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
