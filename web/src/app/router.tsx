import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { AppRoot } from './root';
import { PlainArea, PublicArea } from './guards';
import { RouteError, RouteLoading } from './route-error';
import { lazyRoute } from './lazy-route';

/** Public area of spec 2. /regis, /regiss and /aff show the register screen with their parameters. */
const publicRoutes: RouteObject[] = [
  { index: true, lazy: lazyRoute(() => import('./routes/home')) },
  { path: 'login', lazy: lazyRoute(() => import('./routes/login')) },
  { path: 'register', lazy: lazyRoute(() => import('./routes/register')) },
  { path: 'regis/:team/:marketing', lazy: lazyRoute(() => import('./routes/register')) },
  { path: 'regiss/:team/:marketing', lazy: lazyRoute(() => import('./routes/register')) },
  { path: 'aff/:afCode', lazy: lazyRoute(() => import('./routes/register')) },
  { path: 'contact', lazy: lazyRoute(() => import('./routes/contact')) },
  { path: 'live-score', lazy: lazyRoute(() => import('./routes/live-score')) },
  { path: 'score', lazy: lazyRoute(() => import('./routes/score')) },
  { path: 'promotion', lazy: lazyRoute(() => import('./routes/promotion')) },
];

/**
 * Member area of spec 2, one lazily loaded module per route under routes/auth/.
 * Adding a member screen: see web/README.md.
 */
const memberRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.auth.dashboard} replace /> },
  { path: 'dashboard', lazy: lazyRoute(() => import('./routes/auth/dashboard')) },
  { path: 'deposit', lazy: lazyRoute(() => import('./routes/auth/deposit')) },
  { path: 'deposit/slip', lazy: lazyRoute(() => import('./routes/auth/deposit-slip')) },
  { path: 'withdraw', lazy: lazyRoute(() => import('./routes/auth/withdraw')) },
  { path: 'affiliate', lazy: lazyRoute(() => import('./routes/auth/affiliate')) },
  { path: 'winlost', lazy: lazyRoute(() => import('./routes/auth/winlost')) },
  { path: 'transaction/history', lazy: lazyRoute(() => import('./routes/auth/transaction-history')) },
  { path: 'reward', lazy: lazyRoute(() => import('./routes/auth/reward')) },
  { path: 'reward/:categoryId', lazy: lazyRoute(() => import('./routes/auth/reward-category')) },
  { path: 'settings/change-password', lazy: lazyRoute(() => import('./routes/auth/change-password')) },
  { path: 'settings/manage-address', lazy: lazyRoute(() => import('./routes/auth/manage-address')) },
  { path: 'user/ranking', lazy: lazyRoute(() => import('./routes/auth/ranking')) },
  { path: 'contact', lazy: lazyRoute(() => import('./routes/auth/contact')) },
  { path: 'media', lazy: lazyRoute(() => import('./routes/auth/media')) },
  { path: 'media/wheel', lazy: lazyRoute(() => import('./routes/auth/wheel')) },
  { path: 'media/movie', lazy: lazyRoute(() => import('./routes/auth/movie')) },
  { path: 'media/flip-card', lazy: lazyRoute(() => import('./routes/auth/flip-card')) },
  { path: 'media/flip-card-reward', lazy: lazyRoute(() => import('./routes/auth/flip-card-reward')) },
  { path: 'media/promotion', lazy: lazyRoute(() => import('./routes/auth/media-promotion')) },
  { path: 'games/category', lazy: lazyRoute(() => import('./routes/auth/games-category')) },
  { path: 'games/:type/:slot', lazy: lazyRoute(() => import('./routes/auth/games')) },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        element: <PlainArea />,
        children: [
          { path: 'ma', lazy: lazyRoute(() => import('./routes/maintenance')) },
          { path: '404', lazy: lazyRoute(() => import('./routes/not-found')) },
        ],
      },
      { element: <PublicArea />, children: publicRoutes },
      { path: 'auth', lazy: lazyRoute(() => import('./member-area')), children: memberRoutes },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
