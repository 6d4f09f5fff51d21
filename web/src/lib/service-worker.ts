/**
 * Registers /sw.js (written by the build, docs/design/web-app.md#installable) once the page has loaded, so it never
 * competes with the first screen. Not in development: Vite serves unbundled modules there.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
