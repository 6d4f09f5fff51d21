/// <reference types="vite/client" />

/** Injected by vite.config.ts from web/package.json and the build time. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_SESSION_KEEPING_STATUS?: string;
}
