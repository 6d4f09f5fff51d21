import { describe, expect, it } from 'vitest';
import { isValidApiUrl, parseUrlFormat, resolveApiUrl } from './url-format';

describe('the URL-format check of spec 5', () => {
  it.each([
    ['scheme, domain, port, path, query, fragment', 'https://games.example.com:8443/play/index.html?game=1&x=y#top'],
    ['no scheme', 'games.example.com/play'],
    ['http', 'http://scores.example.org'],
    ['IPv4', 'http://203.0.113.7/widget.js'],
    ['IPv4 bounds', '255.255.255.255:65535/'],
    ['localhost with a port', 'http://localhost:8080/mock-cdn/chat/widget.js'],
    ['punycode top-level domain', 'https://xn--12c1bik6bbd8ab6hd1b5jc6jta.xn--o3cw4h/'],
    ['upper-case scheme and host', 'HTTPS://Games.Example.COM/Play'],
    ['query without a path', 'https://example.com?a=1'],
    ['fragment without a path', 'https://example.com#frag'],
    ['root-relative path with query and fragment', '/mock-cdn/games/play.html?session=abc#start'],
  ])('accepts %s', (_name, url) => {
    expect(isValidApiUrl(url)).toBe(true);
  });

  it('splits an absolute URL into its parts', () => {
    expect(parseUrlFormat('https://games.example.com:8443/play/x?game=1#top')).toEqual({
      scheme: 'https',
      host: 'games.example.com',
      port: 8443,
      path: '/play/x',
      query: 'game=1',
      fragment: 'top',
    });
    expect(parseUrlFormat('10.0.0.1')).toEqual({
      scheme: undefined,
      host: '10.0.0.1',
      port: undefined,
      path: '',
      query: undefined,
      fragment: undefined,
    });
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with slashes', 'javascript://example.com/%0Aalert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['ftp scheme', 'ftp://files.example.com/x'],
    ['a space in the host', 'https://exa mple.com/'],
    ['a space in the path', 'https://example.com/a b'],
    ['a leading space', ' https://example.com/'],
    ['a trailing newline', 'https://example.com/\n'],
    ['an IPv4 octet above 255', 'http://256.1.1.1/'],
    ['an IPv4 octet of 999', '10.0.999.1'],
    ['three IPv4 octets', 'http://10.0.0/'],
    ['port 0', 'https://example.com:0/'],
    ['port above 65535', 'https://example.com:65536/'],
    ['a port that is not a number', 'https://example.com:http/'],
    ['credentials before the host', 'https://user:pass@example.com/'],
    ['a protocol-relative URL', '//evil.example/x.js'],
    ['a single-label host', 'https://intranet/'],
    ['a label starting with a hyphen', 'https://-bad.example.com/'],
    ['an underscore in the host', 'https://bad_host.example.com/'],
    ['a quote that would end a CSS url()', '/mock-cdn/a.svg") , url("https://evil.example/x'],
    ['angle brackets', '/x/<script>'],
    ['a backslash', '/\\evil.example/x'],
    ['an empty string', ''],
    ['a relative path without a slash', 'images/logo.svg'],
  ])('rejects %s', (_name, url) => {
    expect(isValidApiUrl(url)).toBe(false);
  });

  it('keeps what passes, a root-relative path as it is and a URL without a scheme as https', () => {
    expect(resolveApiUrl('/mock-cdn/chat/widget.js')).toBe('/mock-cdn/chat/widget.js');
    expect(resolveApiUrl('scores.example.org/live?league=th')).toBe('https://scores.example.org/live?league=th');
    expect(resolveApiUrl('http://203.0.113.7:8080/x')).toBe('http://203.0.113.7:8080/x');
    expect(resolveApiUrl('javascript:alert(1)')).toBeNull();
    expect(resolveApiUrl(null)).toBeNull();
    expect(resolveApiUrl(undefined)).toBeNull();
  });
});
