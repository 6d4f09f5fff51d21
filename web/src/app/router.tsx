import { Suspense, useEffect, useState } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  Navigate,
  type Location,
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
import { lazyScreen, type ScreenHandle } from './lazy-route';

const registerScreen = lazyScreen(() => import('./routes/register'));
const loginScreen = lazyScreen(() => import('./routes/login'));

/** Public area of spec 2. /regis, /regiss and /aff show the register screen with their parameters. */
const publicRoutes: RouteObject[] = [
  { index: true, ...lazyScreen(() => import('./routes/home')) },
  { path: 'login', ...loginScreen },
  // Spec 8 sends a refused session to /auth/login: the same login screen (decision 080).
  { path: 'auth/login', ...loginScreen },
  { path: 'register', ...registerScreen },
  { path: 'regis/:team/:marketing', ...registerScreen },
  { path: 'regiss/:team/:marketing', ...registerScreen },
  { path: 'aff/:afCode', ...registerScreen },
  { path: 'contact', ...lazyScreen(() => import('./routes/contact')) },
  { path: 'live-score', ...lazyScreen(() => import('./routes/live-score')) },
  { path: 'score', ...lazyScreen(() => import('./routes/score')) },
  { path: 'promotion', ...lazyScreen(() => import('./routes/promotion')) },
];

/**
 * Member area of spec 2, one lazily loaded module per route under routes/auth/.
 * Adding a member screen: see web/README.md.
 */
const memberRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.auth.dashboard} replace /> },
  { path: 'dashboard', ...lazyScreen(() => import('./routes/auth/dashboard')) },
  { path: 'deposit', ...lazyScreen(() => import('./routes/auth/deposit')) },
  { path: 'deposit/slip', ...lazyScreen(() => import('./routes/auth/deposit-slip')) },
  { path: 'withdraw', ...lazyScreen(() => import('./routes/auth/withdraw')) },
  { path: 'affiliate', ...lazyScreen(() => import('./routes/auth/affiliate')) },
  { path: 'winlost', ...lazyScreen(() => import('./routes/auth/winlost')) },
  { path: 'transaction/history', ...lazyScreen(() => import('./routes/auth/transaction-history')) },
  { path: 'reward', ...lazyScreen(() => import('./routes/auth/reward')) },
  { path: 'reward/:categoryId', ...lazyScreen(() => import('./routes/auth/reward-category')) },
  { path: 'settings/change-password', ...lazyScreen(() => import('./routes/auth/change-password')) },
  { path: 'settings/manage-address', ...lazyScreen(() => import('./routes/auth/manage-address')) },
  { path: 'user/ranking', ...lazyScreen(() => import('./routes/auth/ranking')) },
  { path: 'contact', ...lazyScreen(() => import('./routes/auth/contact')) },
  { path: 'media', ...lazyScreen(() => import('./routes/auth/media')) },
  { path: 'media/wheel', ...lazyScreen(() => import('./routes/auth/wheel')) },
  { path: 'media/movie', ...lazyScreen(() => import('./routes/auth/movie')) },
  { path: 'media/flip-card', ...lazyScreen(() => import('./routes/auth/flip-card')) },
  { path: 'media/flip-card-reward', ...lazyScreen(() => import('./routes/auth/flip-card-reward')) },
  { path: 'media/promotion', ...lazyScreen(() => import('./routes/auth/media-promotion')) },
  { path: 'games/category', ...lazyScreen(() => import('./routes/auth/games-category')) },
  { path: 'games/:type/:slot', ...lazyScreen(() => import('./routes/auth/games')) },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      {
        element: <PlainArea />,
        children: [
          { path: 'ma', ...lazyScreen(() => import('./routes/maintenance')) },
          { path: '404', ...lazyScreen(() => import('./routes/not-found')) },
        ],
      },
      { element: <PublicArea />, children: publicRoutes },
      { path: 'auth', ...lazyScreen(() => import('./member-area')), children: memberRoutes },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

function preloadScreens(location: Location): Promise<unknown> {
  const handles = (matchRoutes(routes, location) ?? []).map((match) => match.route.handle as ScreenHandle | undefined);
  return Promise.all(handles.map((handle) => handle?.preload() ?? Promise.resolve()));
}

/**
 * The route tree of the location whose screens have arrived. On a navigation every matched
 * screen's module starts loading at once, and the current screen stays until they are all here
 * (no loading screen between two screens on a slow line); the first screen shows RouteLoading.
 */
function AppRoutes() {
  const location = useLocation();
  const [shown, setShown] = useState(location);
  if (shown === location) void preloadScreens(location);
  useEffect(() => {
    if (location === shown) return;
    let current = true;
    void preloadScreens(location).then(() => {
      if (current) setShown(location);
    });
    return () => {
      current = false;
    };
  }, [location, shown]);
  return (
    <>
      <ScrollToTopOnNavigation pathname={shown.pathname} />
      {useRoutes(routes, shown)}
    </>
  );
}

/**
 * A new screen starts at its top; back and forward (POP) leave the browser's own position.
 * Toasts about the screen left behind go with it (lib/toast).
 */
function ScrollToTopOnNavigation({ pathname }: { pathname: string }) {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
    clearToastsOnNavigation();
  }, [pathname, navigationType]);
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
 * The app's router (decision 030): the routes above in a browser router. No data router: the
 * app has no loaders or actions, and createBrowserRouter's data layer alone was about 16 KB gzip
 * of every first screen.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <FailureNavigation />
      <RouteErrorBoundary>
        <Suspense fallback={<RouteLoading />}>
          <AppRoutes />
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
