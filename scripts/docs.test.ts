import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Docs that stay true: design chapters and their anchors, spec references, links between docs. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DESIGN = join(ROOT, 'docs/design');
const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'coverage', '.git', 'screens']);

function filesUnder(directory: string, extensions: RegExp): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return filesUnder(path, extensions);
    return extensions.test(entry.name) ? [path] : [];
  });
}

const read = (path: string) => readFileSync(path, 'utf8');
const exists = (path: string) => {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
};

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(page: string): Set<string> {
  const headings = [...read(page).matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1] ?? '');
  return new Set(
    headings.map((heading) =>
      heading
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );
}

const chapters = readdirSync(DESIGN).filter((name) => name.endsWith('.md'));
const sources = filesUnder(ROOT, /\.(ts|tsx|md|mjs|cjs|js|css|json|yml|yaml|sh|html|conf)$/).filter(
  (path) => !path.endsWith('docs/spec.md') && !path.endsWith('docs/openapi.json') && !path.endsWith('package-lock.json'),
);

describe('design chapters (docs/design/)', () => {
  it('are each listed in the chapter index', () => {
    const index = read(join(DESIGN, 'README.md'));
    const listed = new Set([...index.matchAll(/\]\(([a-z-]+\.md)\)/g)].map((match) => match[1]));
    expect(chapters.filter((name) => name !== 'README.md' && !listed.has(name))).toEqual([]);
  });

  it('are what the code and the docs cite: every cited chapter and anchor exists', () => {
    // Built from pieces so that this file does not match itself.
    const citation = new RegExp('docs/' + 'design/([a-z-]+\\.md)(?:#([a-z0-9-]+))?', 'g');
    const broken: string[] = [];
    let cited = 0;
    for (const path of sources) {
      for (const [text, chapter = '', anchor] of read(path).matchAll(citation)) {
        cited += 1;
        const page = join(DESIGN, chapter);
        if (!exists(page) || (anchor && !anchorsOf(page).has(anchor))) broken.push(`${relative(ROOT, path)}: ${text}`);
      }
    }
    expect(cited).toBeGreaterThan(100);
    expect(broken).toEqual([]);
  });

  it('replaced the numbered records: nothing cites a "decision NNN" or a file of the records folder', () => {
    // A citation may break across lines, inside a comment too ("decision\n * 041").
    const record = new RegExp(['\\bdecisions?\\s+(?:\\* )?\\d{3}\\b', 'docs/' + 'decisions/'].join('|'), 'gi');
    const found: string[] = [];
    for (const path of sources) {
      for (const match of read(path).matchAll(record)) found.push(`${relative(ROOT, path)}: ${match[0]}`);
    }
    expect(exists(join(ROOT, 'docs/decisions'))).toBe(false);
    expect(found).toEqual([]);
  });

  it('with README and the entry docs, stay within what a newcomer can read: 15,000 words', () => {
    const reading = ['README.md', 'docs/architecture.md', 'docs/conventions.md', 'docs/testing.md']
      .map((path) => join(ROOT, path))
      .concat(chapters.filter((name) => !['decisions.md', 'results.md'].includes(name)).map((name) => join(DESIGN, name)));
    const words = reading.reduce((sum, page) => sum + read(page).split(/\s+/).filter(Boolean).length, 0);
    expect(words).toBeLessThanOrEqual(15_000);
  });

  it('keep each choice of the decision log within a page', () => {
    const entries = read(join(DESIGN, 'decisions.md')).split(/^## /m).slice(1);
    expect(entries.length).toBeGreaterThan(0);
    const long = entries.filter((entry) => entry.split(/\s+/).length > 300).map((entry) => entry.split('\n')[0]);
    expect(long).toEqual([]);
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

describe('docs/architecture.md and the design chapters', () => {
  it('quote only paths that exist', () => {
    const pages = [join(ROOT, 'docs/architecture.md'), ...chapters.map((name) => join(DESIGN, name))];
    const quoted = pages.flatMap((page) =>
      [...read(page).matchAll(/`((?:contract|service-kit|browser-kit|mock-api|server|web|console|scripts|deploy|docs)\/[^`\s#]*)`/g)]
        .map((match) => match[1] ?? '')
        // Build outputs (dist/, docs/openapi.json) are named but not committed.
        .filter((path) => !/[<*]|\/dist\/|^docs\/openapi\.json$/.test(path))
        .map((path) => `${relative(ROOT, page)}: ${path}`),
    );
    expect(quoted.length).toBeGreaterThan(100);
    expect(quoted.filter((entry) => !exists(join(ROOT, entry.split(': ')[1] ?? '')))).toEqual([]);
  });
});

describe('links between docs', () => {
  it('point at files and headings that exist (README.md and docs/)', () => {
    const pages = [join(ROOT, 'README.md'), ...filesUnder(join(ROOT, 'docs'), /\.md$/)];
    const broken: string[] = [];
    for (const page of pages) {
      for (const [, target = ''] of read(page).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|mailto:|#)/.test(target)) continue;
        const [file = '', anchor] = target.split('#');
        const path = resolve(dirname(page), decodeURIComponent(file));
        if (relative(ROOT, path).startsWith('..')) {
          broken.push(`${relative(ROOT, page)} -> ${target} (outside the repository)`);
          continue;
        }
        if (!exists(path) || (anchor && path.endsWith('.md') && !anchorsOf(path).has(anchor))) {
          broken.push(`${relative(ROOT, page)} -> ${target}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('citations', () => {
  // Built from pieces so that this file does not match itself.
  const outside = new RegExp(['design' + '\\.md', 'house' + ' rule', '\\bissues?[ -]#?\\d+', '\\.\\./shared/'].join('|'), 'gi');

  it('lead nowhere outside the repository: no tracker issue numbers, no files beside it', () => {
    const found: string[] = [];
    for (const path of sources) {
      for (const match of read(path).matchAll(outside)) found.push(`${relative(ROOT, path)}: ${match[0]}`);
    }
    expect(found).toEqual([]);
  });
});
