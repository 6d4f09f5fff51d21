/**
 * Every route of spec 2 in one place. Screens link with these helpers, never with literal
 * strings, so a renamed route breaks the type check instead of a link.
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  regis: (team: string, marketing: string) => `/regis/${encodeURIComponent(team)}/${encodeURIComponent(marketing)}`,
  regiss: (team: string, marketing: string) => `/regiss/${encodeURIComponent(team)}/${encodeURIComponent(marketing)}`,
  affiliateInvite: (afCode: string) => `/aff/${encodeURIComponent(afCode)}`,
  contact: '/contact',
  liveScore: '/live-score',
  score: '/score',
  promotion: '/promotion',
  maintenance: '/ma',
  notFound: '/404',
  auth: {
    root: '/auth',
    /** Where spec 8 sends a member whose session the server refused (401/403); shows the login screen (docs/design/web-app.md#routing). */
    login: '/auth/login',
    dashboard: '/auth/dashboard',
    deposit: '/auth/deposit',
    depositSlip: '/auth/deposit/slip',
    withdraw: '/auth/withdraw',
    affiliate: '/auth/affiliate',
    winLost: '/auth/winlost',
    transactionHistory: '/auth/transaction/history',
    reward: '/auth/reward',
    rewardCategory: (categoryId: string) => `/auth/reward/${encodeURIComponent(categoryId)}`,
    changePassword: '/auth/settings/change-password',
    manageAddress: '/auth/settings/manage-address',
    ranking: '/auth/user/ranking',
    contact: '/auth/contact',
    media: '/auth/media',
    wheel: '/auth/media/wheel',
    movie: '/auth/media/movie',
    flipCard: '/auth/media/flip-card',
    flipCardReward: '/auth/media/flip-card-reward',
    mediaPromotion: '/auth/media/promotion',
    gamesCategory: '/auth/games/category',
    games: (type: string, slot: string) => `/auth/games/${encodeURIComponent(type)}/${encodeURIComponent(slot)}`,
  },
} as const;

/** Public routes a member is sent away from (spec 6). /404 and /ma are for everyone. */
export function isNeutralPath(pathname: string): boolean {
  return pathname === paths.notFound || pathname === paths.maintenance;
}
