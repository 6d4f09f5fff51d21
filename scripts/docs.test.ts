import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Docs that stay true: decision records with their index, spec references, links between docs. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DECISIONS = join(ROOT, 'docs/decisions');
const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'coverage', '.git']);

function filesUnder(directory: string, extensions: RegExp): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return filesUnder(path, extensions);
    return extensions.test(entry.name) ? [path] : [];
  });
}

const read = (path: string) => readFileSync(path, 'utf8');
const records = readdirSync(DECISIONS).filter((name) => /^\d{3}-[a-z0-9-]+\.md$/.test(name));

describe('decision records', () => {
  it('each start with their number and title, then a Date and a Status line', () => {
    expect(records.length).toBeGreaterThan(0);
    for (const name of records) {
      const [title, blank, date, status] = read(join(DECISIONS, name)).split('\n');
      expect(title, name).toMatch(new RegExp(`^# ${name.slice(0, 3)} \\S`));
      expect(blank, name).toBe('');
      expect(date, name).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/);
      expect(status, name).toMatch(/^- Status: (Accepted|Superseded|Proposed|Rejected)/);
    }
  });

  it('have one number each', () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(numbers.filter((number, index) => numbers.indexOf(number) !== index)).toEqual([]);
  });

  it('are each listed once in the index (docs/decisions/README.md), which links no missing record', () => {
    const index = read(join(DECISIONS, 'README.md'));
    const linked = [...index.matchAll(/\]\((\d{3}-[a-z0-9-]+\.md)\)/g)].map((match) => match[1]);
    expect([...linked].sort()).toEqual([...records].sort());
  });
});

describe('docs/spec.md', () => {
  const sections = new Set([...read(join(ROOT, 'docs/spec.md')).matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1])));

  it('has the numbered sections the code and the docs cite as "spec N"', () => {
    expect(sections.size).toBeGreaterThan(0);
    const sources = filesUnder(ROOT, /\.(ts|tsx|md|mjs|cjs|js)$/).filter((path) => !path.endsWith('docs/spec.md'));
    const broken: string[] = [];
    for (const path of sources) {
      for (const match of read(path).matchAll(/\bspec (\d+)\b/gi)) {
        if (!sections.has(Number(match[1]))) broken.push(`${relative(ROOT, path)}: ${match[0]}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('docs/architecture.md', () => {
  it('quotes only paths that exist', () => {
    const quoted = [...read(join(ROOT, 'docs/architecture.md')).matchAll(/`((?:contract|mock-api|server|web|scripts|docs)\/[^`\s]*)`/g)]
      .map((match) => match[1] ?? '')
      .filter((path) => !/[<*]/.test(path));
    expect(quoted.length).toBeGreaterThan(20);
    const missing = quoted.filter((path) => {
      try {
        statSync(join(ROOT, path));
        return false;
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });
});

describe('links between docs', () => {
  it('point at files that exist (README.md and docs/)', () => {
    const pages = [join(ROOT, 'README.md'), ...filesUnder(join(ROOT, 'docs'), /\.md$/)];
    const broken: string[] = [];
    for (const page of pages) {
      for (const [, target = ''] of read(page).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|mailto:|#)/.test(target)) continue;
        const path = resolve(dirname(page), decodeURIComponent(target.split('#')[0] ?? ''));
        if (relative(ROOT, path).startsWith('..')) {
          broken.push(`${relative(ROOT, page)} -> ${target} (outside the repository)`);
          continue;
        }
        try {
          statSync(path);
        } catch {
          broken.push(`${relative(ROOT, page)} -> ${target}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('citations', () => {
  const sources = filesUnder(ROOT, /\.(ts|tsx|md|mjs|cjs|js|css|json|yml|yaml|sh)$/).filter(
    (path) => !path.endsWith('docs/spec.md') && !path.endsWith('docs/openapi.json') && !path.endsWith('package-lock.json'),
  );
  // Built from pieces so that this file does not match itself.
  const outside = new RegExp(['design' + '\\.md', 'house' + ' rule', '\\bissues?[ -]#?\\d+', '\\.\\./shared/'].join('|'), 'gi');

  it('lead nowhere outside the repository: no tracker issue numbers, no files beside it', () => {
    const found: string[] = [];
    for (const path of sources) {
      for (const match of read(path).matchAll(outside)) found.push(`${relative(ROOT, path)}: ${match[0]}`);
    }
    expect(found).toEqual([]);
  });

  it('"decision NNN" names a record that exists', () => {
    const numbers = new Set(records.map((name) => name.slice(0, 3)));
    const missing: string[] = [];
    for (const path of sources) {
      for (const match of read(path).matchAll(/\bdecisions? (\d{3})((?:(?:, | and )\d{3})*)/gi)) {
        const cited = [match[1] ?? '', ...(match[2] ?? '').split(/, | and /).filter(Boolean)];
        for (const number of cited) if (!numbers.has(number)) missing.push(`${relative(ROOT, path)}: decision ${number}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
