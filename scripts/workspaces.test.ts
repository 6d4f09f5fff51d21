import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The root manifest and every workspace's, by workspace directory ('.' is the root). */
type Manifest = {
  workspaces?: string[];
  exports?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

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

/** The workspaces (`@site/<directory>`) a manifest declares: `dependencies`, or with `devDependencies` too. */
function declaredWorkspaces({ dependencies = {}, devDependencies = {} }: Manifest, withDev: boolean): string[] {
  return Object.keys(withDev ? { ...dependencies, ...devDependencies } : dependencies)
    .filter((name) => name.startsWith('@site/'))
    .map((name) => name.slice('@site/'.length));
}

/** Each cycle of a dependency graph once, as the path that closes it (a -> b -> a). */
function dependencyCycles(graph: Map<string, string[]>): string[] {
  const cycles = new Set<string>();
  const visit = (node: string, path: string[]) => {
    if (path.includes(node)) {
      const loop = path.slice(path.indexOf(node));
      const first = loop.indexOf([...loop].sort()[0] ?? node); // one spelling per cycle, from its smallest name
      cycles.add([...loop.slice(first), ...loop.slice(0, first), loop[first]].join(' -> '));
      return;
    }
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
  };
  for (const node of graph.keys()) visit(node, []);
  return [...cycles];
}

describe('workspace dependencies (docs/architecture.md#packages)', () => {
  const ROOT = fileURLToPath(new URL('..', import.meta.url));
  const workspaces = root.workspaces ?? [];
  const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'coverage']);
  const sourceFiles = (directory: string): string[] =>
    readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      if (SKIPPED.has(entry.name)) return [];
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return /\.(ts|tsx|mjs|cjs|js)$/.test(entry.name) ? [path] : [];
    });
  /** Test code (e2e, test helpers, tests, build and test configs) may use devDependencies. */
  const isTestCode = (path: string) =>
    /(^|\/)(e2e|test|test-support)\//.test(path) || /\.test(-d)?\.tsx?$/.test(path) || /(^|\/)vite(st)?\.config\.ts$/.test(path);
  // import … from '@site/<workspace>…', export … from, import(…), require.resolve(…)
  const WORKSPACE_SPECIFIER = /(?:from\s+|import\(\s*|resolve\(\s*)'@site\/([a-z-]+)/g;

  it('declare every workspace their code imports: runtime code in dependencies, test code in either', () => {
    const undeclared: string[] = [];
    for (const workspace of workspaces) {
      const own = manifests.get(workspace) ?? {};
      for (const file of sourceFiles(join(ROOT, workspace))) {
        const path = relative(ROOT, file).split(sep).join('/');
        const declared = new Set([workspace, ...declaredWorkspaces(own, isTestCode(path))]);
        for (const [, imported] of readFileSync(file, 'utf8').matchAll(WORKSPACE_SPECIFIER)) {
          if (imported !== undefined && !declared.has(imported)) undeclared.push(`${path} imports @site/${imported}`);
        }
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('form no cycle, devDependencies included', () => {
    const graph = new Map(workspaces.map((w): [string, string[]] => [w, declaredWorkspaces(manifests.get(w) ?? {}, true)]));
    expect(
      dependencyCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual(['a -> b -> c -> a']);
    expect(dependencyCycles(graph)).toEqual([]);
  });

  it("give the mock its scenario runner as scripts' declared export, from where the mock is started", () => {
    // The mock spawns the runner (docs/design/qa.md#scenario-runs) and the runner imports the mock: the mock
    // cannot declare it without a cycle, so whoever starts the mock passes scripts' export.
    expect(manifests.get('scripts')?.exports).toMatchObject({ './scenario-runner': './scenario.ts' });
    for (const starter of ['vitest.config.ts', 'scripts/start.mjs']) {
      expect(readFileSync(join(ROOT, starter), 'utf8')).toMatch(/MOCK_SCENARIO_RUNNER:[^\n]*resolve\('@site\/scripts\/scenario-runner'\)/);
    }
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

  it('lint allows a workspace only what its package.json declares: dependencies in its code, devDependencies in its tests', async () => {
    const launcher = "import { launchBrowser } from '@site/browser-kit';\nexport { launchBrowser };\n";
    expect(await ruleIds(launcher, 'console/e2e/members.test.ts')).toEqual([]);
    expect(await ruleIds(launcher, 'console/src/lib/launch.ts')).toContain('boundaries/element-types');
    expect(await ruleIds("import { th } from '@site/web/i18n/th';\nexport { th };\n", 'browser-kit/src/browser.ts')).toContain(
      'boundaries/element-types',
    );
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
      // oxlint finds its type checker on the PATH, which has node_modules/.bin only under npm
      const tsgolint = fileURLToPath(new URL('../node_modules/.bin/tsgolint', import.meta.url));
      const run = promisify(execFile)(oxlint, ['-c', config, '--format', 'json', 'start.ts'], {
        cwd: project,
        env: { ...process.env, OXLINT_TSGOLINT_PATH: tsgolint },
      });
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
