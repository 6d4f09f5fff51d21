import { createHash } from 'node:crypto';
import { type Plugin } from 'vite';
import { unsupportedBrowserNoticeScript } from '../src/lib/unsupported-browser-notice.ts';

/**
 * What Safari 12.0 lacks and code in the entry calls as it loads or first renders, before
 * src/polyfills.ts could arrive: globalThis (TanStack Query), Object.fromEntries (ts-rest's
 * contract) and queueMicrotask (the renderer's scheduler; Safari 12.1+). A few hundred bytes, a
 * no-op everywhere else.
 */
const ENTRY_PRELUDE =
  "typeof globalThis>'u'&&(self.globalThis=self);" +
  'Object.fromEntries||(Object.fromEntries=function(i){var o={};Array.from(i,function(e){o[e[0]]=e[1]});return o});' +
  "typeof queueMicrotask=='function'||(self.queueMicrotask=function(f){Promise.resolve().then(f).catch(function(e){setTimeout(function(){throw e})})});";

/**
 * What the build adds for spec 9's oldest browsers (docs/design/web-app.md#browsers): the notice script as a hashed
 * file behind a `nomodule` tag (browsers without ES modules run only it), and the entry's prelude.
 */
export function oldBrowsers(): Plugin {
  const notice = unsupportedBrowserNoticeScript();
  const fileName = `assets/unsupported-browser-${createHash('sha256').update(notice).digest('base64url').slice(0, 8)}.js`;
  return {
    name: 'member-site:old-browsers',
    apply: 'build',
    enforce: 'post',
    renderChunk(code, chunk) {
      return chunk.isEntry ? { code: ENTRY_PRELUDE + code, map: null } : null;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: notice });
    },
    transformIndexHtml() {
      return [{ tag: 'script', attrs: { nomodule: true, src: `/${fileName}` }, injectTo: 'body' }];
    },
  };
}
