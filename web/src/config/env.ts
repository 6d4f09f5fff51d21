/**
 * Build-time settings. The API base defaults to the page's own origin: the gateway serves the
 * app and proxies /api, so no address is baked into the bundle (spec 7: "comes from configuration").
 */
export const appConfig = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  webVersion: __APP_VERSION__,
} as const;
