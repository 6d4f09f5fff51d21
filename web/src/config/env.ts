/** The special status of spec 8 when the build names none: see sessionKeepingStatus below. */
export const DEFAULT_SESSION_KEEPING_STATUS = 423;

/**
 * Spec 8's "special odd code": the one failure status that neither clears the session nor leaves
 * for the login page (the notice still shows). The spec does not say which; the build's
 * VITE_SESSION_KEEPING_STATUS names it, an HTTP status from 400 to 599. Empty, or anything else,
 * keeps the default: 423 (Locked), what an API answers when a member's account or wallet is held
 * for a moment, which must not log the member out.
 */
export function sessionKeepingStatus(setting: string | undefined): number {
  const digits = setting?.trim() ?? '';
  const status = /^\d{3}$/.test(digits) ? Number(digits) : 0;
  return status >= 400 && status <= 599 ? status : DEFAULT_SESSION_KEEPING_STATUS;
}

/**
 * Build-time settings. The API base defaults to the page's own origin: the gateway serves the
 * app and proxies /api, so no address is baked into the bundle (spec 7: "comes from configuration").
 */
export const appConfig = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  webVersion: __APP_VERSION__,
  sessionKeepingStatus: sessionKeepingStatus(import.meta.env.VITE_SESSION_KEEPING_STATUS),
} as const;
