/**
 * Every screen of spec 2: its path in its area and its module under `app/routes/` (one chunk
 * each, loaded when the screen is first shown). The router builds its routes from this table,
 * and the build writes the chunks of each path for the gateway, which names them in the page
 * it serves so they load beside the entry instead of after it (docs/design/first-paint.md#preloads). Plain data: the
 * build reads it in Node.
 */
export interface Screen {
  /** The path inside its area, react-router style (`:name` is one segment); absent for the area's index. */
  path?: string;
  /** The module under `app/routes/`, without `.tsx`. */
  module: string;
}

export interface ScreenArea {
  /** The area's path prefix, without slashes ('' at the root). */
  prefix: string;
  /** The module under `app/` that lays the area out and guards it, loaded with its screens. */
  layout?: string;
  screens: readonly Screen[];
}

/** /ma and /404, for everyone. */
export const PLAIN_SCREENS: ScreenArea = {
  prefix: '',
  screens: [
    { path: 'ma', module: 'maintenance' },
    { path: '404', module: 'not-found' },
  ],
};

/** The public area. /regis, /regiss and /aff show the register screen with their parameters. */
export const PUBLIC_SCREENS: ScreenArea = {
  prefix: '',
  screens: [
    { module: 'home' },
    { path: 'login', module: 'login' },
    // Spec 8 sends a refused session to /auth/login: the same login screen (docs/design/web-app.md#routing).
    { path: 'auth/login', module: 'login' },
    { path: 'register', module: 'register' },
    { path: 'regis/:team/:marketing', module: 'register' },
    { path: 'regiss/:team/:marketing', module: 'register' },
    { path: 'aff/:afCode', module: 'register' },
    { path: 'contact', module: 'contact' },
    { path: 'live-score', module: 'live-score' },
    { path: 'score', module: 'score' },
    { path: 'promotion', module: 'promotion' },
  ],
};

/** The member area, behind the member guard and layout (`app/member-area.tsx`). */
export const MEMBER_SCREENS: ScreenArea = {
  prefix: 'auth',
  layout: 'member-area',
  screens: [
    { path: 'dashboard', module: 'auth/dashboard' },
    { path: 'deposit', module: 'auth/deposit' },
    { path: 'deposit/slip', module: 'auth/deposit-slip' },
    { path: 'withdraw', module: 'auth/withdraw' },
    { path: 'affiliate', module: 'auth/affiliate' },
    { path: 'winlost', module: 'auth/winlost' },
    { path: 'transaction/history', module: 'auth/transaction-history' },
    { path: 'reward', module: 'auth/reward' },
    { path: 'reward/:categoryId', module: 'auth/reward-category' },
    { path: 'settings/change-password', module: 'auth/change-password' },
    { path: 'settings/manage-address', module: 'auth/manage-address' },
    { path: 'user/ranking', module: 'auth/ranking' },
    { path: 'contact', module: 'auth/contact' },
    { path: 'media', module: 'auth/media' },
    { path: 'media/wheel', module: 'auth/wheel' },
    { path: 'media/movie', module: 'auth/movie' },
    { path: 'media/flip-card', module: 'auth/flip-card' },
    { path: 'media/flip-card-reward', module: 'auth/flip-card-reward' },
    { path: 'media/promotion', module: 'auth/media-promotion' },
    { path: 'games/category', module: 'auth/games-category' },
    { path: 'games/:type/:slot', module: 'auth/games' },
  ],
};

export const SCREEN_AREAS: readonly ScreenArea[] = [PLAIN_SCREENS, PUBLIC_SCREENS, MEMBER_SCREENS];

/** The full path pattern of a screen, e.g. `/auth/games/:type/:slot`, `/` for the home page. */
export function screenPattern(area: ScreenArea, screen: Screen): string {
  return `/${[area.prefix, screen.path ?? ''].filter((part) => part !== '').join('/')}`;
}
