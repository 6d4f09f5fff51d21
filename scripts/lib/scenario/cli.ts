import type { parseArgs as ParseArgs } from 'node:util';
import type { Credentials } from './context';
import type { ScenarioDefinition } from './runner';
import type { ScenarioKind } from './types';

export class UsageError extends Error {
  override name = 'UsageError';
}

export type ReporterName = 'pretty' | 'junit' | 'json';

export interface RunnerArgs {
  names: string[];
  list: boolean;
  baseUrl?: string;
  namespace?: string;
  seed: number;
  reporter: ReporterName;
  output?: string;
  kind?: ScenarioKind;
  concurrency?: number;
}

const REPORTERS: readonly ReporterName[] = ['pretty', 'junit', 'json'];
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
  if (!values.list && positionals.length === 0) throw new UsageError('name a scenario, or "all" (--list shows them)');
  if (values['base-url'] !== undefined && !/^https?:\/\//.test(values['base-url']))
    throw new UsageError(`--base-url must be an http(s) URL, got "${values['base-url']}"`);
  if (values.namespace !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(values.namespace))
    throw new UsageError('--namespace takes letters, digits, - and _ (at most 64)');
  const args: RunnerArgs = {
    names: positionals,
    list: values.list ?? false,
    seed: integer(values.seed, 'seed', 0) ?? DEFAULT_SEED,
    reporter,
  };
  if (values['base-url'] !== undefined) args.baseUrl = values['base-url'];
  if (values.namespace !== undefined) args.namespace = values.namespace;
  if (values.output !== undefined) args.output = values.output;
  if (values.kind !== undefined) args.kind = values.kind;
  const concurrency = integer(values.concurrency, 'concurrency', 1);
  if (concurrency !== undefined) args.concurrency = concurrency;
  return args;
}

/** The scenarios named (or all of them), in library order; an unknown name is a usage error. */
export function selectScenarios(
  library: readonly ScenarioDefinition[],
  names: readonly string[],
  kind?: ScenarioKind,
): ScenarioDefinition[] {
  const all = names.includes('all');
  const unknown = names.filter((n) => n !== 'all' && !library.some((s) => s.name === n));
  if (unknown.length > 0) throw new UsageError(`unknown scenario ${unknown.map((n) => `"${n}"`).join(', ')} (--list shows them)`);
  return library.filter((s) => (all || names.includes(s.name)) && (kind === undefined || s.kind === kind));
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
