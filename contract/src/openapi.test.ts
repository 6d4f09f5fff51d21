import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi';
import { flattenContract } from './routes';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
// written for the linters outside the repository: a test never rewrites what a developer generated
const DOCUMENT_DIR = mkdtempSync(join(tmpdir(), 'openapi-'));
const DOCUMENT = join(DOCUMENT_DIR, 'openapi.json');
const require = createRequire(import.meta.url);
const run = promisify(execFile);

/** The CLI of an installed package, run with this Node from the repository root, as a developer runs it. */
async function runCli(pkg: string, bin: string, args: string[]): Promise<string> {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin: bins } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> };
  const entry = join(dirname(manifest), bins[bin] ?? '');
  // Both exit non-zero when they find errors; the report on stdout is what the test reads.
  const result = await run(process.execPath, [entry, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '' }));
  if (!result.stdout.trim()) throw new Error(`${bin} printed no report:\n${result.stderr}`);
  return result.stdout;
}

type Problem = { rule: string; severity: 'error' | 'warning'; where: string };

function countByRule(problems: Problem[], severity: Problem['severity']): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const problem of problems) if (problem.severity === severity) counts[problem.rule] = (counts[problem.rule] ?? 0) + 1;
  return counts;
}

function operations() {
  const document = buildOpenApiDocument();
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, { summary?: string; tags?: string[]; security?: unknown[] }>).map(([method, operation]) => ({
      path,
      method,
      operation,
    })),
  );
}

// Each linter starts its own Node process and loads its rulesets: seconds on a loaded machine.
const LINTER_TIMEOUT_MS = 60_000;

describe('the OpenAPI document (docs/openapi.json, as `npm run openapi` writes it)', () => {
  beforeAll(() => {
    writeFileSync(DOCUMENT, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
  });
  afterAll(() => rmSync(DOCUMENT_DIR, { recursive: true, force: true }));

  it(
    'passes Redocly CLI lint with the recommended rules: no errors, and only the license warning',
    async () => {
      const report = JSON.parse(await runCli('@redocly/cli', 'redocly', ['lint', DOCUMENT, '--format=json'])) as {
        problems: { ruleId: string; severity: string; location: { pointer: string }[] }[];
      };
      const problems = report.problems.map<Problem>((problem) => ({
        rule: problem.ruleId,
        severity: problem.severity === 'error' ? 'error' : 'warning',
        where: problem.location[0]?.pointer ?? '',
      }));
      expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
      // The product has no public licence to state.
      expect(countByRule(problems, 'warning')).toEqual({ 'info-license': 1 });
    },
    LINTER_TIMEOUT_MS,
  );

  it(
    "passes Spectral's spectral:oas ruleset: no errors; warnings only for the missing contact and long descriptions",
    async () => {
      const report = JSON.parse(await runCli('@stoplight/spectral-cli', 'spectral', ['lint', DOCUMENT, '--format=json', '--quiet'])) as {
        code: string;
        severity: number;
        path: string[];
      }[];
      const problems = report.map<Problem>((problem) => ({
        rule: problem.code,
        severity: problem.severity === 0 ? 'error' : 'warning',
        where: problem.path.join('.'),
      }));
      expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
      // Every operation has a summary; `description` (a longer text) is optional in the contract.
      expect(Object.keys(countByRule(problems, 'warning')).sort()).toEqual(['info-contact', 'operation-description']);
    },
    LINTER_TIMEOUT_MS,
  );

  it("says what every operation needs, from the route's policy: the bearer token on member routes, `security: []` on public ones", () => {
    const document = buildOpenApiDocument();
    const routes = flattenContract();
    expect(operations()).toHaveLength(routes.length);
    for (const { method, path, policy } of routes) {
      const operation = (document.paths[path.replace(/:(\w+)/g, '{$1}')] as Record<string, { security?: unknown }>)[method.toLowerCase()];
      expect(operation?.security, `${method} ${path}`).toEqual(policy.access === 'member' ? [{ bearer: [] }] : []);
    }
    const publicRoutes = operations().filter(({ operation }) => operation.security?.length === 0);
    expect(publicRoutes.map(({ method, path }) => `${method} ${path}`)).toContain('post /api/auth/login');
  });

  it('gives every operation a summary and a tag defined at the top level', () => {
    const tags = new Set((buildOpenApiDocument().tags ?? []).map((tag) => tag.name));
    for (const { path, method, operation } of operations()) {
      expect(operation.summary, `${method} ${path}`).toBeTruthy();
      for (const tag of operation.tags ?? []) expect(tags.has(tag), `${method} ${path}: tag ${tag}`).toBe(true);
    }
  });

  it('marks a request body required exactly when the API would refuse a missing one (read as `{}`)', () => {
    const document = buildOpenApiDocument();
    const required = (path: string) =>
      (document.paths[path] as { post?: { requestBody?: { required?: boolean } } } | undefined)?.post?.requestBody?.required;
    expect(required('/api/auth/login')).toBe(true);
    expect(required('/api/auth/withdraw/{uuid}')).toBe(true);
    // balanceType has a default: `{}` is a valid body, so the body may be left out
    expect(required('/api/auth/user/getCredit/{username}')).toBe(false);
  });

  it('writes exclusive bounds the OpenAPI 3.0 way: a boolean beside minimum or maximum', () => {
    const amount = JSON.stringify(buildOpenApiDocument()).match(/"amount":\{[^}]*"exclusiveMinimum":[^,}]*/g) ?? [];
    expect(amount.length).toBeGreaterThan(0);
    for (const schema of amount) expect(schema).toMatch(/"minimum":0,.*"exclusiveMinimum":true/);
  });
});
