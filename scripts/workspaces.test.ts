import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The root manifest and every workspace's, by workspace directory ('.' is the root). */
type Manifest = { workspaces?: string[]; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };

function manifest(directory: string): Manifest {
  return JSON.parse(readFileSync(new URL(`../${directory}/package.json`, import.meta.url), 'utf8')) as Manifest;
}

const root = manifest('.');
const manifests = new Map<string, Manifest>([['.', root], ...(root.workspaces ?? []).map((w): [string, Manifest] => [w, manifest(w)])]);

describe('workspace manifests', () => {
  it('ask for one version range of each package across the root and every workspace', () => {
    const ranges = new Map<string, Map<string, string[]>>();
    for (const [directory, { dependencies = {}, devDependencies = {} }] of manifests) {
      for (const [name, range] of Object.entries({ ...dependencies, ...devDependencies })) {
        const byRange = ranges.get(name) ?? new Map<string, string[]>();
        byRange.set(range, [...(byRange.get(range) ?? []), directory]);
        ranges.set(name, byRange);
      }
    }
    const conflicting = [...ranges]
      .filter(([, byRange]) => byRange.size > 1)
      .map(([name, byRange]) => ({ name, ranges: Object.fromEntries(byRange) }));
    expect(conflicting).toEqual([]);
  });

  it('keep benchmark-only packages out of the gateway: the bench arms live in scripts/', () => {
    const { dependencies = {}, devDependencies = {} } = manifests.get('server') ?? {};
    const gatewayPackages = Object.keys({ ...dependencies, ...devDependencies });
    for (const benchOnly of ['express', '@types/express', 'http-proxy-middleware', 'autocannon', '@types/autocannon']) {
      expect(gatewayPackages).not.toContain(benchOnly);
    }
    expect(Object.keys(manifests.get('scripts')?.devDependencies ?? {})).toEqual(
      expect.arrayContaining(['express', 'http-proxy-middleware']),
    );
  });
});

describe('workspace boundaries', () => {
  const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });
  const ruleIds = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).map((message) => message.ruleId);
  };

  it('lint refuses a relative import into another workspace, static or dynamic, from scripts and from e2e', async () => {
    expect(
      await ruleIds(
        "import { startGateway } from '../../../server/src/start';\nexport { startGateway };\n",
        'scripts/lib/scenario/target.ts',
      ),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIds("export const gateway = await import('../../../server/src/start');\n", 'scripts/lib/scenario/target.ts'),
    ).toContain('no-restricted-syntax');
    expect(
      await ruleIds("import { DEMO_MEMBERS } from '../../mock-api/src/demo-members';\nexport { DEMO_MEMBERS };\n", 'web/e2e/login.test.ts'),
    ).toContain('no-restricted-imports');
  });

  it('lint keeps the contract browser-safe: no Node built-in, no process outside its tests', async () => {
    expect(
      await ruleIds("import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n", 'contract/src/common/money.ts'),
    ).toContain('no-restricted-imports');
    expect(await ruleIds('export const token = process.env.MOCK_CONTROL_TOKEN;\n', 'contract/src/mock-control/common.ts')).toContain(
      'no-restricted-globals',
    );
    expect(await ruleIds('export const token = process.env.MOCK_CONTROL_TOKEN;\n', 'service-kit/src/settings.ts')).toEqual([]);
  });

  it('lint accepts the same imports through the package exports', async () => {
    expect(
      await ruleIds("import { startGateway } from '@site/server/start';\nexport { startGateway };\n", 'scripts/lib/scenario/target.ts'),
    ).toEqual([]);
    expect(
      await ruleIds("import { DEMO_MEMBERS } from '@site/mock-api/testing';\nexport { DEMO_MEMBERS };\n", 'web/e2e/login.test.ts'),
    ).toEqual([]);
  });
});

describe('type-checked lint', () => {
  it('refuses a floating promise (oxlint with the typed rules of .oxlintrc.json)', async () => {
    // A project of its own outside the repository: validate, which may be linting the repository
    // at the same moment, never sees the snippet.
    const project = mkdtempSync(join(tmpdir(), 'lint-types-'));
    try {
      writeFileSync(
        join(project, 'tsconfig.json'),
        JSON.stringify({ compilerOptions: { strict: true, target: 'es2022', lib: ['es2022'] } }),
      );
      writeFileSync(
        join(project, 'start.ts'),
        'async function later(): Promise<void> {}\nexport function start(): void {\n  later();\n}\n',
      );
      const oxlint = fileURLToPath(new URL('../node_modules/.bin/oxlint', import.meta.url));
      const config = fileURLToPath(new URL('../.oxlintrc.json', import.meta.url));
      const run = promisify(execFile)(oxlint, ['-c', config, '--format', 'json', 'start.ts'], { cwd: project });
      const { stdout } = await run.catch((error: { stdout: string }) => error);
      const report = JSON.parse(stdout) as { diagnostics: { code: string }[] };
      expect(report.diagnostics.map((diagnostic) => diagnostic.code)).toContain('typescript(no-floating-promises)');
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});

describe('runtime paths', () => {
  const ROOT = fileURLToPath(new URL('..', import.meta.url));
  const workspaces = root.workspaces ?? [];
  const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'coverage', 'e2e', 'test-support']);
  const runtimeFiles = (directory: string): string[] =>
    readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      if (SKIPPED.has(entry.name)) return [];
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return runtimeFiles(path);
      return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [path] : [];
    });
  // a path computed from a file's own location: new URL('…', import.meta.url), resolve(dirname(fileURLToPath(import.meta.url)), '…')
  const FILE_RELATIVE = /new URL\(\s*'([^']+)'\s*,\s*import\.meta\.url\s*\)|dirname\(fileURLToPath\(import\.meta\.url\)\)\s*,\s*'([^']+)'/g;

  it('reach no other workspace except its build output (dist/): sources go through package entries', () => {
    const leaks: string[] = [];
    for (const workspace of workspaces) {
      for (const file of runtimeFiles(join(ROOT, workspace))) {
        for (const match of readFileSync(file, 'utf8').matchAll(FILE_RELATIVE)) {
          const target = relative(ROOT, resolve(dirname(file), match[1] ?? match[2] ?? ''));
          const [owner, next] = target.split(sep);
          const intoOther = owner !== workspace && owner !== undefined && workspaces.includes(owner);
          // the repository's own tooling (scripts/) may start from its root; a product workspace may not
          const fromRoot = workspace !== 'scripts' && (target === '' || target.startsWith('..'));
          if ((intoOther && next !== 'dist') || fromRoot) leaks.push(`${relative(ROOT, file)} -> ${target || '(the repository root)'}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });
});
