import { afterEach, describe, expect, it } from 'vitest';
import { th } from '@/i18n/th';
import { unsupportedBrowserNoticeScript } from './unsupported-browser-notice';

const AGENTS = {
  'Internet Explorer 11': ['Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko', 'Internet Explorer', '11'],
  'Internet Explorer 10': ['Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)', 'Internet Explorer', '10'],
  'EdgeHTML 15': [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Safari/537.36 Edge/15.15063',
    'Microsoft Edge',
    '15',
  ],
} as const;

function runNoticeAs(userAgent: string): void {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  // The browser runs the file as a classic script; here the same text runs as a function body.
  // oxlint-disable-next-line typescript/no-implied-eval
  const notice = new Function(unsupportedBrowserNoticeScript()) as () => void;
  notice();
}

describe('the nomodule fallback of index.html', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  for (const [browser, [agent, name, version]] of Object.entries(AGENTS)) {
    it(`shows spec 8's Thai notice with the name and version on ${browser}`, () => {
      document.body.innerHTML = '<div id="root"></div>';
      runNoticeAs(agent);
      const notice = document.querySelector('[role="alert"]');
      expect(notice?.textContent).toBe(th.banners.unsupported(name, version));
      expect(document.body.firstElementChild).toBe(notice);
    });
  }

  it('is ES3 with the Thai text escaped to ASCII (no arrow, let, const or template; no byte above 127)', () => {
    const script = unsupportedBrowserNoticeScript();
    expect(script).not.toMatch(/=>|\blet\b|\bconst\b|`/);
    expect([...script].every((character) => character.charCodeAt(0) < 128)).toBe(true);
  });
});
