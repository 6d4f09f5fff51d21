import { MIN_BROWSER_VERSIONS } from '@site/contract/rules';

export interface UnsupportedBrowser {
  name: string;
  version: string;
}

type BrowserKey = keyof typeof MIN_BROWSER_VERSIONS;

function browserKey(name: string, platformType: string | undefined): BrowserKey | null {
  switch (name) {
    case 'Chrome':
    case 'Chromium':
      return 'chrome';
    case 'Firefox':
      return 'firefox';
    case 'Opera':
      return 'opera';
    case 'Safari':
      return platformType === 'mobile' || platformType === 'tablet' ? 'mobileSafari' : 'safari';
    case 'Microsoft Edge':
      return 'edge';
    case 'Samsung Internet for Android':
      return 'samsung';
    case 'Internet Explorer':
      return 'ie';
    default:
      return null;
  }
}

/**
 * Checks a user agent against the minimum versions of spec 9. Browsers not in the list are
 * given the benefit of the doubt. Bowser is loaded on demand: most visitors never need it
 * in the first route's bundle.
 */
export async function detectUnsupportedBrowser(userAgent: string): Promise<UnsupportedBrowser | null> {
  const { default: Bowser } = await import('bowser');
  const parser = Bowser.getParser(userAgent);
  const name = parser.getBrowserName();
  const version = parser.getBrowserVersion() ?? '';
  const key = browserKey(name, parser.getPlatformType());
  if (!key) return null;
  const major = Number.parseFloat(version);
  if (!Number.isFinite(major)) return null;
  return major < MIN_BROWSER_VERSIONS[key] ? { name, version } : null;
}
