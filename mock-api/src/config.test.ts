import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mockControlClient } from '@site/contract/mock-control';
import { SettingsError } from '@site/service-kit/settings';
import { MOCK_SETTINGS, loadMockSettings, resolveConfig } from './config';
import { refusedMockBoot, spawnMock } from './test-support/mock-process';

describe('.env.example (the mock and web settings)', () => {
  const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
  const names = new Set(
    example
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => line.slice(0, line.indexOf('='))),
  );
  const entries = Object.fromEntries(
    example
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

  it('lists every setting the mock reads, and the web build setting', () => {
    expect([...MOCK_SETTINGS, 'VITE_API_BASE_URL'].filter((name) => !names.has(name))).toEqual([]);
  });

  it('shows the mock’s real defaults: loading it as the environment changes nothing', () => {
    expect(resolveConfig({}, entries)).toEqual(resolveConfig({}, {}));
  });
});

describe('the mock’s settings', () => {
  // resolveConfig: MOCK_BRAND is checked against the brand files it reads (docs/design/brands.md#brand-files)
  const problem = (env: Record<string, string>) => {
    try {
      resolveConfig({}, env);
    } catch (error) {
      expect(error).toBeInstanceOf(SettingsError);
      return (error as Error).message;
    }
    return 'accepted';
  };

  it('reads every kind of setting, and an empty one as unset', () => {
    expect(loadMockSettings({})).toEqual({
      seed: 42,
      games: 2000,
      brand: 'default',
      control: true,
      jwtSecret: undefined,
      controlToken: undefined,
      now: undefined,
      maxNamespaces: 500,
      maxNamespaceBytes: 200 * 1024 * 1024,
      dataDir: undefined,
      host: '127.0.0.1',
      allowedHosts: [],
      port: 4010,
      logger: false,
    });
    expect(
      loadMockSettings({
        MOCK_SEED: '7',
        MOCK_BRAND: 'lanna',
        MOCK_CONTROL: '0',
        MOCK_NOW: '2026-01-15T10:00:00+07:00',
        MOCK_PORT: '0',
        MOCK_LOG: '1',
      }),
    ).toMatchObject({ seed: 7, brand: 'lanna', control: false, now: '2026-01-15T10:00:00+07:00', port: 0, logger: true });
    expect(loadMockSettings({ MOCK_SEED: '', MOCK_JWT_SECRET: '', MOCK_CONTROL: '', MOCK_DATA_DIR: '' })).toEqual(loadMockSettings({}));
  });

  it('rejects each bad setting with one line naming it and what is wrong', () => {
    expect(problem({ MOCK_SEED: 'abc' })).toBe('Invalid setting MOCK_SEED="abc": must be a whole number from 0 to 2147483647');
    expect(problem({ MOCK_PORT: '70000' })).toBe('Invalid setting MOCK_PORT="70000": must be a whole number from 0 to 65535');
    expect(problem({ MOCK_BRAND: 'nowhere' })).toMatch(
      /^Invalid setting MOCK_BRAND="nowhere": no brand file defines it \(nowhere\.json\); known brands: andaman, default, lanna /,
    );
    // before, anything but 0 meant on: a typo of "off" left the control API open
    expect(problem({ MOCK_CONTROL: 'off' })).toBe('Invalid setting MOCK_CONTROL="off": must be 1 or 0 (true/false, yes/no)');
    expect(problem({ MOCK_LOG: 'verbose' })).toBe('Invalid setting MOCK_LOG="verbose": must be 1 or 0 (true/false, yes/no)');
    expect(problem({ MOCK_JWT_SECRET: 'short' })).toBe('Invalid setting MOCK_JWT_SECRET="short": must be at least 32 characters');
    expect(problem({ MOCK_CONTROL_TOKEN: 'short' })).toBe('Invalid setting MOCK_CONTROL_TOKEN="short": must be at least 16 characters');
    expect(problem({ MOCK_NOW: 'tomorrow' })).toBe(
      'Invalid setting MOCK_NOW="tomorrow": must be an ISO date-time with offset, e.g. 2026-01-15T10:00:00+07:00',
    );
    expect(problem({ MOCK_MAX_NAMESPACES: '1' })).toBe('Invalid setting MOCK_MAX_NAMESPACES="1": must be a whole number from 2 to 100000');
  });

  describe('the namespace caps, once named after "worlds"', () => {
    it('are read under their names MOCK_MAX_NAMESPACES and MOCK_MAX_NAMESPACES_MB, with no warning', () => {
      const config = resolveConfig({}, { MOCK_MAX_NAMESPACES: '20', MOCK_MAX_NAMESPACES_MB: '16' });
      expect(config).toMatchObject({ maxNamespaces: 20, maxNamespaceBytes: 16 * 1024 * 1024, settingWarnings: [] });
    });

    it('are still read under their old names, each with one line naming the new one', () => {
      const config = resolveConfig({}, { MOCK_MAX_WORLDS: '20', MOCK_MAX_WORLDS_MB: '16' });
      expect(config).toMatchObject({ maxNamespaces: 20, maxNamespaceBytes: 16 * 1024 * 1024 });
      expect(config.settingWarnings).toEqual([
        'Deprecated setting MOCK_MAX_WORLDS="20": read as MOCK_MAX_NAMESPACES, its new name; rename it',
        'Deprecated setting MOCK_MAX_WORLDS_MB="16": read as MOCK_MAX_NAMESPACES_MB, its new name; rename it',
      ]);
    });

    it('take the new name when both are set, and the line says the old one is ignored', () => {
      const config = resolveConfig({}, { MOCK_MAX_WORLDS: '20', MOCK_MAX_NAMESPACES: '30' });
      expect(config.maxNamespaces).toBe(30);
      expect(config.settingWarnings).toEqual([
        'Deprecated setting MOCK_MAX_WORLDS="20": ignored, MOCK_MAX_NAMESPACES (its new name) is set too and wins; remove MOCK_MAX_WORLDS',
      ]);
    });

    it('refuse a bad value under an old name with one line naming the setting given', () => {
      expect(problem({ MOCK_MAX_WORLDS: '1' })).toBe('Invalid setting MOCK_MAX_WORLDS="1": must be a whole number from 2 to 100000');
      expect(problem({ MOCK_MAX_WORLDS_MB: 'lots' })).toBe(
        'Invalid setting MOCK_MAX_WORLDS_MB="lots": must be a whole number from 1 to 100000',
      );
    });
  });

  it('options of buildApp stand in for their environment variables', () => {
    const config = resolveConfig(
      { seed: 9, host: '0.0.0.0' },
      { MOCK_SEED: '3', MOCK_HOST: '127.0.0.1', MOCK_NOW: '2026-01-15T03:00:00Z' },
    );
    expect(config).toMatchObject({ seed: 9, host: '0.0.0.0', shared: true, control: false, now: Date.UTC(2026, 0, 15, 3) });
  });
});

describe('server.ts boot', () => {
  it('exits 1 with one clear line on a bad setting', async () => {
    const { code, output } = await refusedMockBoot({ MOCK_SEED: 'forty-two' });
    const lines = output.split('\n').filter((line) => line.trim() !== '' && !line.includes('ExperimentalWarning'));
    expect({ status: code, lines }).toEqual({
      status: 1,
      lines: ['Invalid setting MOCK_SEED="forty-two": must be a whole number from 0 to 2147483647'],
    });
  });

  it('prints the warning of an old setting name and starts with its value', async () => {
    const mock = await spawnMock({ MOCK_MAX_WORLDS: '20' });
    try {
      expect(mock.output()).toContain('Deprecated setting MOCK_MAX_WORLDS="20": read as MOCK_MAX_NAMESPACES, its new name; rename it\n');
      const listed = await mockControlClient(mock.url, { env: {} }).namespaces();
      expect(listed.status === 200 && listed.body.max).toBe(20);
    } finally {
      await mock.stop();
    }
  });
});
