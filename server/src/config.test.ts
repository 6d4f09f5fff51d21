import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { DEFAULT_WEB_DIST, GATEWAY_SETTINGS, SettingsError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has production-safe defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      upstreamUrl: undefined,
      webDist: DEFAULT_WEB_DIST,
      upstreamTimeoutMs: 60_000,
      trustProxy: false,
      production: false,
      drift: { enabled: false, sampleRate: 0.1 },
      redisUrl: undefined,
    });
    expect(DEFAULT_WEB_DIST.endsWith('/web/dist')).toBe(true);
  });

  it('reads every kind of setting', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '9000',
      UPSTREAM_URL: 'https://api.example.com/',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
      DRIFT_REPORT: '1',
      DRIFT_SAMPLE_RATE: '0.5',
      CSP_FRAME_ORIGINS: 'https://scores.example.com, https://games.example.net',
      CSP_IMG_ORIGINS: 'https://cdn.example.com',
      REDIS_URL: 'redis://redis:6379',
      RATE_LIMIT_SENSITIVE_MAX: '5',
    });
    expect(config.production).toBe(true);
    expect(config.port).toBe(9000);
    expect(config.upstreamUrl).toBe('https://api.example.com');
    expect(config.trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(config.drift).toEqual({ enabled: true, sampleRate: 0.5 });
    expect(config.csp.frameOrigins).toEqual(['https://scores.example.com', 'https://games.example.net']);
    expect(config.csp.imgOrigins).toEqual(['https://cdn.example.com']);
    expect(config.redisUrl).toBe('redis://redis:6379');
    expect(config.rateLimit.sensitiveMax).toBe(5);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ PORT: '' }).port).toBe(8080);
  });

  it('records a session for the mock only when RECORD_FILE names a file, for one member and a window if asked', () => {
    expect(loadConfig({}).recording).toEqual({ file: null, member: null, from: null, until: null });
    const recording = loadConfig({
      RECORD_FILE: 'alice.jsonl',
      RECORD_MEMBER: 'QA_Alice',
      RECORD_FROM: '2026-03-10T09:00:00+07:00',
      RECORD_UNTIL: '2026-03-10T10:00:00Z',
    }).recording;
    expect(recording).toEqual({
      file: 'alice.jsonl',
      member: 'qa_alice',
      from: Date.parse('2026-03-10T02:00:00Z'),
      until: Date.parse('2026-03-10T10:00:00Z'),
    });
  });

  it('turns load shedding off with MAX_EVENT_LOOP_DELAY_MS=0', () => {
    expect(loadConfig({}).maxEventLoopDelayMs).toBe(1_000);
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '0' }).maxEventLoopDelayMs).toBe(0);
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '250' }).maxEventLoopDelayMs).toBe(250);
  });

  it('logs slow API requests from SLOW_REQUEST_LOG_MS (default 1 s, 0 for none by time)', () => {
    expect(loadConfig({}).slowRequestLogMs).toBe(1_000);
    expect(loadConfig({ SLOW_REQUEST_LOG_MS: '0' }).slowRequestLogMs).toBe(0);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['UPSTREAM_URL', 'ftp://api.example.com'],
    ['UPSTREAM_URL', 'not a url'],
    ['DRIFT_SAMPLE_RATE', '2'],
    ['DRIFT_REPORT', 'maybe'],
    ['RECORD_FROM', 'yesterday'],
    ['RECORD_UNTIL', '2026-13-45T99:00'],
    ['CSP_FRAME_ORIGINS', 'https://ok.example.com,javascript:alert(1)'],
    ['CSP_IMG_ORIGINS', 'https://cdn.example.com/path'],
    ['TRUST_PROXY', 'everyone'],
    ['REDIS_URL', 'http://redis:6379'],
    ['NODE_ENV', 'prod'],
    ['MAX_EVENT_LOOP_DELAY_MS', '5'],
    ['MAX_EVENT_LOOP_DELAY_MS', '-1'],
    ['SLOW_REQUEST_LOG_MS', 'slow'],
    ['LOG_LEVEL', 'verbose'],
    ['UPSTREAM_IS_MOCK', 'on'],
  ])('rejects %s=%s with one line naming the setting', (name, value) => {
    let caught: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SettingsError);
    const message = (caught as Error).message;
    expect(message.startsWith(`Invalid setting ${name}=`)).toBe(true);
    expect(message).not.toContain('\n');
  });

  it('says what is wrong in words an operator can act on', () => {
    const problem = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(problem({ PORT: '70000' })).toBe('Invalid setting PORT="70000": must be a whole number from 0 to 65535');
    expect(problem({ NODE_ENV: 'prod' })).toBe('Invalid setting NODE_ENV="prod": must be one of development, production, test');
    expect(problem({ DRIFT_REPORT: 'maybe' })).toBe('Invalid setting DRIFT_REPORT="maybe": must be 1 or 0 (true/false, yes/no)');
    expect(problem({ UPSTREAM_URL: 'ftp://api.example.com' })).toBe(
      'Invalid setting UPSTREAM_URL="ftp://api.example.com": must start with http:// or https://',
    );
    expect(problem({ MAX_EVENT_LOOP_DELAY_MS: '5' })).toBe('Invalid setting MAX_EVENT_LOOP_DELAY_MS="5": must be 0 (off) or at least 10');
  });

  it('treats an empty value as unset: the default applies', () => {
    expect(loadConfig({ NODE_ENV: '', LOG_LEVEL: '', UPSTREAM_URL: '', DRIFT_REPORT: '', TRUST_PROXY: '' })).toEqual(loadConfig({}));
  });
});

describe('server.ts boot', () => {
  const server = fileURLToPath(new URL('./server.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
  /** The gateway as `npm start` runs it, with `env` added; it stops before listening. */
  const bootWith = (env: Record<string, string>) => {
    const result = spawnSync(tsx, [server], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 20_000 });
    const lines = result.stderr.split('\n').filter((line) => line.trim() !== '' && !line.includes('ExperimentalWarning'));
    return { status: result.status, lines };
  };

  it('exits 1 with one clear line on a bad setting', () => {
    expect(bootWith({ PORT: 'abc' })).toEqual({ status: 1, lines: ['Invalid setting PORT="abc": must be a whole number from 0 to 65535'] });
  });

  it('in mock mode, a bad setting of the in-process mock stops it the same way', () => {
    const { status, lines } = bootWith({ UPSTREAM_URL: '', MOCK_BRAND: 'nowhere', MOCK_BRANDS_DIR: '' });
    expect(status).toBe(1);
    // brands are files (docs/design/brands.md#brand-files): the line names the setting, the brands there are and where they came from
    expect(lines).toEqual([
      expect.stringMatching(
        /^Invalid setting MOCK_BRAND="nowhere": no brand file defines it \(nowhere\.json\); known brands: andaman, default, lanna \(read from \S+\/mock-api\/brands\)$/,
      ),
    ]);
  });
});

describe('.env.example', () => {
  const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
  const entries = new Map(
    example
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const),
  );

  it('lists every gateway setting', () => {
    expect(GATEWAY_SETTINGS.filter((name) => !entries.has(name))).toEqual([]);
  });

  it('shows the real defaults: loading it as the environment changes nothing', () => {
    const fromExample = loadConfig(Object.fromEntries(entries));
    expect(fromExample).toEqual(loadConfig({}));
  });
});
