/** Business constants of spec 9 that are not about levels. */

/** API request timeout (spec 7, 9). */
export const REQUEST_TIMEOUT_MS = 60_000;
/** A lazily loaded route chunk that has not arrived by then is an error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const TOAST = { autoCloseMs: 2_000, position: 'bottom-left', hideProgressBar: true } as const;
export const LOGOUT_CONFIRM_TIMER_MS = 5_000;
export const LOGOUT_SUCCESS_NOTICE_MS = 2_000;
export const CHAT_WIDGET_TOAST_MS = 5_000;

export const CONTACT_QR = { level: 'M', size: 150 } as const;

export const FRAME_HEIGHT_PX = { liveScore: 2_500, standings: 520, movie: 1_200 } as const;

/** Minimum browser versions (spec 9); older ones see the unsupported-browser banner. */
export const MIN_BROWSER_VERSIONS = {
  chrome: 79,
  firefox: 80,
  opera: 86,
  safari: 12,
  edge: 15,
  mobileSafari: 13,
  samsung: 20,
  ie: 10,
} as const;

export const AFFILIATE_LOG_TYPES = ['af', 'wl'] as const;

export const GAME_CATEGORIES = ['casino', 'sport', 'fishing', 'card', 'lotto', 'hot'] as const;
export const DEFAULT_GAME_CATEGORY = 'sport' satisfies (typeof GAME_CATEGORIES)[number];
export const SLOT_PROVIDERS = ['JK', 'AC', 'SG', 'XE'] as const;
/** The game list's gameType and gameCate that ask for every game of every provider. */
export const ALL_GAMES = 'all';
/** Marks a lobby shows on a game's tile. */
export const GAME_MARKS = ['new', 'hot', 'jackpot'] as const;

/**
 * The names members know game providers by. Codes are the API's keys (spec 1: JK, AC, SG, XE);
 * screens, headings and the ledger show these names instead.
 */
export const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  JK: 'Joker Gaming',
  AC: 'Ace Slot',
  SG: 'Siam Gaming',
  XE: 'Xtreme Entertainment',
  SA: 'SA Gaming',
  SEXY: 'Sexy Baccarat',
  DG: 'Dream Gaming',
  WM: 'WM Casino',
  EVO: 'Evolution',
  PT: 'Playtech Live',
  SBO: 'SBOBET',
  UFA: 'UFA Sport',
  SABA: 'SABA Sports',
  KM: 'Kingmaker',
  JL: 'JILI',
  FH: 'Fish Hunter',
  HUAY: 'หวยรัฐบาล',
  YEEKEE: 'หวยยี่กี',
  HANOI: 'หวยฮานอย',
  LAO: 'หวยลาว',
  STOCK: 'หวยหุ้น',
};

/** A provider's name, or its code when the table does not know it. */
export function providerName(code: string): string {
  return PROVIDER_NAMES[code] ?? code;
}

/** websiteStatus value that switches the whole site to maintenance. */
export const MAINTENANCE_STATUS = 'MA';

/** Largest JSON body the API accepts; slip images are the largest legitimate payload. */
export const MAX_BODY_BYTES = 3 * 1024 * 1024;
export const MAX_SLIP_IMAGE_BYTES = 2 * 1024 * 1024;

/** Promotion display: endNumberBonus is shown divided by this, with 2 decimals. */
export const BONUS_END_NUMBER_DIVISOR = 100;

/** Check-in: 7-day cycle of daily values in baht; day n of the streak pays index n-1. */
export const CHECK_IN_VALUES = [5, 10, 15, 20, 25, 30, 50] as const;
