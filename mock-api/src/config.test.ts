import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MOCK_SETTINGS, resolveConfig } from './config';

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
