import { th } from '../i18n/th.ts';

/** Stand-ins the notice script replaces with the browser's name and version. */
const BROWSER_MARK = '\u0001';
const VERSION_MARK = '\u0002';

/**
 * A JavaScript string literal in ASCII (JSON already escapes control characters): an old browser
 * reading the file in another charset still gets the Thai right.
 */
function asciiLiteral(text: string): string {
  return JSON.stringify(text).replace(/[\u007f-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The script a browser that cannot run the app (no ES modules: IE 10/11, EdgeHTML 15) runs from
 * index.html's `nomodule` fallback (docs/design/web-app.md#browsers): spec 8's unsupported-browser notice in Thai, with
 * the browser's name and version, instead of a blank page. ES3 only, no inline code (the CSP
 * stays strict: it is a file of its own).
 */
export function unsupportedBrowserNoticeScript(): string {
  const message = asciiLiteral(th.banners.unsupported(BROWSER_MARK, VERSION_MARK));
  return `(function () {
  var agent = navigator.userAgent, match, name = '', version = '';
  if ((match = /Edge\\/(\\d+)/.exec(agent))) { name = 'Microsoft Edge'; version = match[1]; }
  else if ((match = /MSIE (\\d+)/.exec(agent)) || (match = /Trident\\/.*rv:(\\d+)/.exec(agent))) { name = 'Internet Explorer'; version = match[1]; }
  else if ((match = /(Firefox|Chrome)\\/(\\d+)/.exec(agent))) { name = match[1]; version = match[2]; }
  else if ((match = /Version\\/(\\d+).*Safari/.exec(agent))) { name = 'Safari'; version = match[1]; }
  var notice = document.createElement('div');
  notice.setAttribute('role', 'alert');
  notice.setAttribute('data-testid', 'unsupported-browser-banner');
  notice.className = 'banner banner--warning';
  notice.style.cssText = 'padding:16px;font:16px/1.5 sans-serif;background:#fff4d6;color:#3d2e00;border-bottom:2px solid #8a6d00';
  notice.appendChild(document.createTextNode(${message}.replace(${asciiLiteral(BROWSER_MARK)}, name).replace(${asciiLiteral(VERSION_MARK)}, version)));
  document.body.insertBefore(notice, document.body.firstChild);
})();
`;
}
