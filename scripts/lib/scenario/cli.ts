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
  if (!values.list && positionals.length === 0 && values.tag === undefined)
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
  if (unknown.length > 0) throw new UsageError(`unknown scenario ${unknown.map((n) => `"${n}"`).join(', ')} (--list shows them)`);
  if (tag !== undefined && !library.some((s) => s.tags.includes(tag)))
    throw new UsageError(`no scenario has the tag "${tag}" (--list shows them)`);
  return library.filter(
    (s) => (all || names.includes(s.name) || (tag !== undefined && s.tags.includes(tag))) && (kind === undefined || s.kind === kind),
  );
}

/** The library as `--list` describes it (and the mock's scenario runs list it, decision 106). */
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
