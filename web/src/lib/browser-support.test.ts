import { describe, expect, it } from 'vitest';
import { detectUnsupportedBrowser } from './browser-support';
import { platformFromUserAgent } from './platform';

const agents = {
  chrome78: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/78.0.3904.108 Safari/537.36',
  chrome120: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  firefox79: 'Mozilla/5.0 (X11; Linux x86_64; rv:79.0) Gecko/20100101 Firefox/79.0',
  safari11: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_13_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.1.2 Safari/605.1.15',
  safari13mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1 Safari/605.1.15',
  iosSafari12:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  iosSafari16:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  samsung19:
    'Mozilla/5.0 (Linux; Android 11; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/19.0 Chrome/102.0.5005.125 Mobile Safari/537.36',
  samsung23:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  ie9: 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
} as const;

describe('unsupported-browser check against spec 9 minimums', () => {
  it.each([
    ['chrome78', true],
    ['chrome120', false],
    ['firefox79', true],
    ['safari11', true],
    ['safari13mac', false],
    ['iosSafari12', true],
    ['iosSafari16', false],
    ['samsung19', true],
    ['samsung23', false],
    ['ie9', true],
    ['ie11', false],
  ] as const)('%s unsupported: %s', async (agent, unsupported) => {
    const result = await detectUnsupportedBrowser(agents[agent]);
    expect(result !== null).toBe(unsupported);
    if (result) {
      expect(result.name).not.toBe('');
      expect(result.version).not.toBe('');
    }
  });
});

describe('platform header from the user agent (spec 7)', () => {
  it.each([
    [agents.samsung23, 0, 'AND'],
    [agents.iosSafari16, 5, 'IOS'],
    [agents.safari13mac, 5, 'IOS'],
    [agents.safari13mac, 0, 'DSK'],
    [agents.chrome120, 0, 'DSK'],
  ] as const)('%s (touch points %i) -> %s', (agent, touchPoints, platform) => {
    expect(platformFromUserAgent(agent, touchPoints)).toBe(platform);
  });
});
