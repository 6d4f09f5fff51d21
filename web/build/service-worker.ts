import { createHash } from 'node:crypto';
import { type Plugin } from 'vite';

/** First path segments the worker never answers nor stores: the API above all, and pages that are not the app. */
const NOT_THE_APP_SEGMENTS = ['api', 'docs', '__mock', '__gateway', 'mock-cdn', 'healthz', 'readyz', 'metrics'];
const NOT_THE_APP = new RegExp(`^/(?:${NOT_THE_APP_SEGMENTS.join('|')})(?:/|$)`);
/**
 * The same paths as static routes (Chromium 123+): the browser sends them to the network without
 * waking the worker and running its handler first, which every API call of a page waited for.
 * Browsers without static routes ask the fetch handler, which lets them through.
 */
const NOT_THE_APP_ROUTES = NOT_THE_APP_SEGMENTS.flatMap((segment) => [`/${segment}`, `/${segment}/*`]).map((pathname) => ({
  condition: { urlPattern: { pathname } },
  source: 'network',
}));

/**
 * The service worker's source (docs/design/web-app.md#installable). `version` names its cache: every build has its
 * own, and activating it deletes the others, so an installed worker never serves another
 * build's files. Hashed assets: cache first (precached at install, a name never changes
 * content). Pages: network first (navigation preload where there is one), the last one kept as
 * the offline shell. Everything else, the API above all, goes to the network untouched and is
 * never stored.
 */
export function serviceWorkerSource(version: string, precache: string[]): string {
  return `'use strict';
var CACHE = 'member-site-' + ${JSON.stringify(version)};
var SHELL = '/';
var PRECACHE = ${JSON.stringify(precache)};
var NOT_THE_APP = ${NOT_THE_APP.toString()};
var NOT_THE_APP_ROUTES = ${JSON.stringify(NOT_THE_APP_ROUTES)};

self.addEventListener('install', function (event) {
  if (event.addRoutes) event.addRoutes(NOT_THE_APP_ROUTES);
  event.waitUntil(
    caches.open(CACHE).then(function (cache) { return cache.addAll(PRECACHE.concat([SHELL])); }).then(function () { return self.skipWaiting(); })
  );
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    Promise.all([
      // A page's request leaves while a stopped worker starts, instead of after.
      self.registration.navigationPreload && self.registration.navigationPreload.enable(),
      caches.keys().then(function (keys) {
        return Promise.all(keys.filter(function (key) { return key.indexOf('member-site-') === 0 && key !== CACHE; }).map(function (key) { return caches.delete(key); }));
      }),
    ]).then(function () { return self.clients.claim(); })
  );
});

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin || NOT_THE_APP.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      Promise.resolve(event.preloadResponse).then(function (preloaded) { return preloaded || fetch(request); }).then(function (response) {
        var html = (response.headers.get('content-type') || '').indexOf('text/html') === 0;
        if (response.ok && html) {
          var copy = response.clone();
          event.waitUntil(caches.open(CACHE).then(function (cache) { return cache.put(SHELL, copy); }));
        }
        return response;
      }).catch(function () {
        return caches.open(CACHE).then(function (cache) { return cache.match(SHELL); }).then(function (shell) { return shell || Response.error(); });
      })
    );
    return;
  }
  if (url.pathname.indexOf('/assets/') === 0) {
    event.respondWith(
      caches.open(CACHE).then(function (cache) { return cache.match(request); }).then(function (hit) { return hit || fetch(request); })
    );
  }
});
`;
}

/** Files the worker precaches: the build's hashed assets, not maps and not what only old browsers load. */
export function precacheList(fileNames: string[]): string[] {
  return fileNames
    .filter((name) => name.startsWith('assets/') && !name.endsWith('.map') && !/^assets\/(?:polyfills|unsupported-browser)-/.test(name))
    .map((name) => `/${name}`)
    .sort();
}

/** Writes /sw.js for the build, its version the hash of the files it precaches. */
export function serviceWorker(): Plugin {
  return {
    name: 'member-site:service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const precache = precacheList(Object.keys(bundle));
      const version = createHash('sha256').update(precache.join('\n')).digest('base64url').slice(0, 12);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: serviceWorkerSource(version, precache) });
    },
  };
}
