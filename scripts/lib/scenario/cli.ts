import type { parseArgs as ParseArgs } from 'node:util';
import type { Credentials } from './context';
import type { ScenarioDefinition } from './runner';
import { NAMESPACE_NAME_PATTERN } from '@site/contract/mock-control';
import type { ScenarioInfo } from '@site/contract/scenario-report';
import type { ScenarioKind } from './types';

export class UsageError extends Error {
  override name = 'UsageError';
}

export type ReporterName = 'pretty' | 'junit' | 'json' | 'events';
/** Extra report files: `html` writes scenario-report.html beside the --output file. */
export type ReportFormat = 'html';

export interface RunnerArgs {
  names: string[];
  list: boolean;
  /** Print the options and stop. */
  help: boolean;
  baseUrl?: string;
  namespace?: string;
  seed: number;
  reporter: ReporterName;
  output?: string;
  kind?: ScenarioKind;
  /** Every scenario with this tag (with names: those too). */
  tag?: string;
  concurrency?: number;
  /** Start a gateway with the mock for this run even when one answers at the default URL. */
  ownGateway: boolean;
  screenshotDir?: string;
  report?: ReportFormat;
}

const REPORTERS: readonly ReporterName[] = ['pretty', 'junit', 'json', 'events'];
/** The mock's default seed (MOCK_SEED). */
const DEFAULT_SEED = 42;

function integer(value: string | undefined, option: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) throw new UsageError(`--${option} takes an integer >= ${min}, got "${value}"`);
  return parsed;
}

export function parseRunnerArgs(parseArgs: typeof ParseArgs, argv: string[]): RunnerArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'base-url': { type: 'string' },
        namespace: { type: 'string' },
        seed: { type: 'string' },
        reporter: { type: 'string', default: 'pretty' },
        output: { type: 'string', short: 'o' },
        kind: { type: 'string' },
        concurrency: { type: 'string' },
        tag: { type: 'string' },
        'own-gateway': { type: 'boolean', default: false },
        'screenshot-dir': { type: 'string' },
        report: { type: 'string' },
        list: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const reporter = values.reporter as ReporterName;
  if (!REPORTERS.includes(reporter)) throw new UsageError(`--reporter takes ${REPORTERS.join(', ')}, got "${values.reporter}"`);
  if (values.kind !== undefined && values.kind !== 'api' && values.kind !== 'browser')
    throw new UsageError(`--kind takes api or browser, got "${values.kind}"`);
  if (!values.list && !values.help && positionals.length === 0 && values.tag === undefined)
    throw new UsageError('name a scenario, a --tag, or "all" (--list shows them)');
  if (values.report !== undefined && values.report !== 'html') throw new UsageError(`--report takes html, got "${values.report}"`);
  if (values['own-gateway'] && values['base-url'] !== undefined) throw new UsageError('--own-gateway and --base-url exclude each other');
  if (values['base-url'] !== undefined && !/^https?:\/\//.test(values['base-url']))
    throw new UsageError(`--base-url must be an http(s) URL, got "${values['base-url']}"`);
  if (values.namespace !== undefined && !NAMESPACE_NAME_PATTERN.test(values.namespace))
    throw new UsageError('--namespace takes letters, digits, - and _ (at most 64)');
  const args: RunnerArgs = {
    names: positionals,
    list: values.list ?? false,
    help: values.help ?? false,
    seed: integer(values.seed, 'seed', 0) ?? DEFAULT_SEED,
    reporter,
    ownGateway: values['own-gateway'] ?? false,
  };
  if (values.tag !== undefined) args.tag = values.tag;
  if (values['screenshot-dir'] !== undefined) args.screenshotDir = values['screenshot-dir'];
  if (values.report !== undefined) args.report = 'html';
  if (values['base-url'] !== undefined) args.baseUrl = values['base-url'];
  if (values.namespace !== undefined) args.namespace = values.namespace;
  if (values.output !== undefined) args.output = values.output;
  if (values.kind !== undefined) args.kind = values.kind;
  const concurrency = integer(values.concurrency, 'concurrency', 1);
  if (concurrency !== undefined) args.concurrency = concurrency;
  return args;
}

/** What `--help` prints: every option, one line each (docs/qa.md says more). */
export const USAGE = `usage: npm run scenario -- <name...|all> [options]

  <name...|all>          scenarios to run (--list shows them), or every one
  --tag TAG              every scenario with this tag (besides the names given)
  --kind api|browser     only scenarios of this kind
  --base-url URL         the target: the mock, a gateway, or a staging API (default: npm start's
                         http://localhost:8080 if it answers, else a gateway with the mock of its own)
  --own-gateway          start a gateway with the mock for this run even when npm start answers
                         (npm start's rate limits refuse a whole library run with 429)
  --namespace NAME       one scenario: its mock namespace; several: the prefix of their
                         namespaces NAME-<scenario>-<run id> (default qa)
  --seed N               the mock's seed for fresh namespaces (default 42)
  --concurrency N        API scenarios at a time (default 6; browser scenarios run two at a time)
  --reporter R           pretty (default), junit, json or events
  -o, --output FILE      write the junit or json report to FILE
  --report html          also write scenario-report.html beside the --output file
  --screenshot-dir DIR   where browser scenarios save their screenshots
  --list                 list the library (with --reporter json: as JSON)
  -h, --help             this text

A staging API: SCENARIO_MEMBER_1 and SCENARIO_MEMBER_2 (username:password) name members who exist there.
Exit codes: 0 every scenario that ran passed; 1 one failed, or none ran; 2 a usage error or no target.`;

/** Edit distance of two names (insertions, deletions, substitutions): how far a typo is from a name. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Library names a mistyped one was probably meant as: a few edits away, or containing it. */
export function nearestNames(library: readonly ScenarioDefinition[], typed: string): string[] {
  return library
    .map((s) => ({ name: s.name, distance: s.name.includes(typed) ? 0 : editDistance(typed, s.name) }))
    .filter(({ distance }) => distance <= Math.max(2, Math.floor(typed.length / 4)))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 3)
    .map(({ name }) => name);
}

/**
 * The scenarios named, those with the tag, or all of them, in library order; an unknown name or
 * tag is a usage error.
 */
export function selectScenarios(
  library: readonly ScenarioDefinition[],
  names: readonly string[],
  kind?: ScenarioKind,
  tag?: string,
): ScenarioDefinition[] {
  const all = names.includes('all');
  const unknown = names.filter((n) => n !== 'all' && !library.some((s) => s.name === n));
  if (unknown.length > 0) {
    const meant = [...new Set(unknown.flatMap((n) => nearestNames(library, n)))];
    const hint = meant.length > 0 ? `; did you mean ${meant.join(', ')}?` : ' (--list shows them)';
    throw new UsageError(`unknown scenario ${unknown.map((n) => `"${n}"`).join(', ')}${hint}`);
  }
  if (tag !== undefined && !library.some((s) => s.tags.includes(tag)))
    throw new UsageError(`no scenario has the tag "${tag}" (--list shows them)`);
  return library.filter(
    (s) => (all || names.includes(s.name) || (tag !== undefined && s.tags.includes(tag))) && (kind === undefined || s.kind === kind),
  );
}

/** The library as `--list` describes it (and the mock's scenario runs list it, docs/design/qa.md#scenario-runs). */
export function describeLibrary(library: readonly ScenarioDefinition[]): ScenarioInfo[] {
  return library.map(({ name, description, kind, tags }) => ({ name, description, kind, tags: [...tags] }));
}

/** Members that exist on a staging target: SCENARIO_MEMBER_1 / _2 as username:password. */
export function stagingMembersFromEnv(env: NodeJS.ProcessEnv): Partial<Record<1 | 2, Credentials>> {
  const members: Partial<Record<1 | 2, Credentials>> = {};
  for (const slot of [1, 2] as const) {
    const value = env[`SCENARIO_MEMBER_${slot}`];
    const separator = value?.indexOf(':') ?? -1;
    if (value && separator > 0) members[slot] = { username: value.slice(0, separator), password: value.slice(separator + 1) };
  }
  return members;
}
