import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { commaList, flag, parseSettings, secret, settingNames, wholeNumber, type Environment } from '@site/service-kit/settings';
import { BrandBook } from './content/brands';
import { GameCatalogue, MIN_CATALOGUE_SIZE } from './content/games';
import { NamespaceStore } from './state/namespace-store';

/** 127.0.0.0/8, ::1 and localhost reach only this machine. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

const randomSecret = () => randomBytes(32).toString('hex');

/**
 * A fixed development secret: the mock signs real JWTs, but nothing it guards is real. It is
 * public (this file), so only a mock nobody else reaches signs with it (docs/design/mock.md#shared-mock).
 */
export const DEV_JWT_SECRET = 'mock-api-development-secret-change-me-0123456789';

const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const IPV6 = /^[0-9a-f:]*:[0-9a-f:.]*$/;

/** A comma-separated list of host names or addresses, without scheme or port. */
const hostList = commaList('a host name like qa.example.com (no scheme, no port)', (item) => {
  const host = item.toLowerCase();
  return HOST_NAME.test(host) || IPV6.test(host) ? host : undefined;
});

/**
 * Every setting of the mock, keyed by its environment variable, with its default (shown in
 * .env.example, which says what each one does); the transform is what `buildApp` takes.
 */
const mockSettings = z
  .object({
    MOCK_SEED: wholeNumber(0, 2 ** 31 - 1, 42),
    // a real lobby's scale; tests ask for the smallest (docs/design/web-app.md#games)
    MOCK_GAMES: wholeNumber(MIN_CATALOGUE_SIZE, 10_000, 2000),
    // checked against the brand files once they are read (resolveConfig)
    MOCK_BRAND: z.string().default('default'),
    MOCK_BRANDS_DIR: z.string().optional(),
    MOCK_CONTROL: flag(true),
    MOCK_JWT_SECRET: secret(32).optional(),
    MOCK_CONTROL_TOKEN: secret(16).optional(),
    MOCK_NOW: z
      .string()
      .datetime({ offset: true, message: 'must be an ISO date-time with offset, e.g. 2026-01-15T10:00:00+07:00' })
      .optional(),
    // About 80 KB each: the default bounds a shared mock's namespaces to some 40 MB.
    MOCK_MAX_NAMESPACES: wholeNumber(2, 100_000, 500),
    // The namespaces' JSON in memory, all of them together (docs/design/mock.md#bounds); the heap holds about twice that.
    MOCK_MAX_NAMESPACES_MB: wholeNumber(1, 100_000, 200),
    // empty (compose passes `${X:-}`) counts as unset
    MOCK_DATA_DIR: z
      .string()
      .optional()
      .transform((dir) => (dir === '' ? undefined : dir)),
    MOCK_HOST: z.string().default('127.0.0.1'),
    MOCK_ALLOWED_HOSTS: hostList,
    MOCK_PORT: wholeNumber(0, 65535, 4010),
    MOCK_LOG: flag(false),
    MOCK_SCENARIO_RUNNER: z.string().min(1).optional(),
  })
  .transform((env) => ({
    seed: env.MOCK_SEED,
    /** How many games the catalogue holds, drawn from the seed. */
    games: env.MOCK_GAMES,
    /** The brand new namespaces start with: the id of a brand file. */
    brand: env.MOCK_BRAND,
    /** A folder of brand files besides the built-in ones (docs/design/brands.md#brand-files). */
    brandsDir: env.MOCK_BRANDS_DIR,
    /** The control API under /__mock (and the QA console). */
    control: env.MOCK_CONTROL,
    /** Unset: a development secret on loopback, a random one per start when shared. */
    jwtSecret: env.MOCK_JWT_SECRET,
    /** Required in CONTROL_TOKEN_HEADER on every control request when set. */
    controlToken: env.MOCK_CONTROL_TOKEN,
    /** The frozen clock, an ISO instant; unset: real time. */
    now: env.MOCK_NOW,
    /** Namespaces kept at once; past it the least recently used idle one is dropped (docs/design/mock.md#namespaces). */
    maxNamespaces: env.MOCK_MAX_NAMESPACES,
    /** The namespaces kept in memory, as JSON bytes; past it idle ones are dropped like past `maxNamespaces` (docs/design/mock.md#bounds). */
    maxNamespaceBytes: env.MOCK_MAX_NAMESPACES_MB * 1024 * 1024,
    /** A folder for the SQLite store: namespaces and named snapshots survive restarts (docs/design/mock.md#durable-namespaces); unset: memory only. */
    dataDir: env.MOCK_DATA_DIR,
    /**
     * Where the mock is reached: where server.ts listens, or for the gateway's in-process mock
     * the gateway's HOST. Beyond loopback it is shared and locks itself (docs/design/mock.md#shared-mock).
     */
    host: env.MOCK_HOST,
    /** Host names the control API answers besides loopback ones (docs/design/mock.md#shared-mock), lower case. */
    allowedHosts: env.MOCK_ALLOWED_HOSTS,
    /** Where server.ts listens (0: a free port). */
    port: env.MOCK_PORT,
    /** Fastify's JSON request log. */
    logger: env.MOCK_LOG,
    /**
     * The QA scenario runner the console starts (a TypeScript file run with tsx); unset: runs are
     * unavailable. Whoever has the runner passes it in (`npm start`, the tests): the mock does not
     * reach into another workspace for it.
     */
    scenarioRunner: env.MOCK_SCENARIO_RUNNER,
  }));

/** The mock's settings, as its environment gives them. */
export type MockSettings = z.output<typeof mockSettings>;

/** Options of `buildApp`: any setting, in place of its environment variable. */
export type MockOptions = Partial<MockSettings>;

/** Every environment variable the mock reads (each one listed in .env.example). */
export const MOCK_SETTINGS = settingNames(mockSettings);

/**
 * Settings named after "worlds", the mock's old word for a namespace, and their names now. A
 * deployment that still sets an old name keeps its value, with a warning at boot; when both
 * names are set, the new one wins.
 */
const RENAMED_SETTINGS = {
  MOCK_MAX_WORLDS: 'MOCK_MAX_NAMESPACES',
  MOCK_MAX_WORLDS_MB: 'MOCK_MAX_NAMESPACES_MB',
} as const satisfies Record<string, keyof z.input<typeof mockSettings>>;

const isSet = (value: string | undefined): value is string => value !== undefined && value !== '';

/**
 * The environment with each old name of RENAMED_SETTINGS read as its new name, and a warning
 * line for each old name that is set. A bad value under an old name is refused naming the old
 * name: that is the setting the operator wrote.
 */
function readRenamedSettings(env: Environment): { env: Environment; warnings: string[] } {
  const renamed = { ...env };
  const warnings: string[] = [];
  for (const [old, current] of Object.entries(RENAMED_SETTINGS)) {
    const value = env[old];
    delete renamed[old];
    if (!isSet(value)) continue;
    const given = `Deprecated setting ${old}=${JSON.stringify(value)}`;
    if (isSet(env[current])) {
      warnings.push(`${given}: ignored, ${current} (its new name) is set too and wins; remove ${old}`);
      continue;
    }
    parseSettings(z.object({ [old]: mockSettings.innerType().shape[current] }), { [old]: value });
    renamed[current] = value;
    warnings.push(`${given}: read as ${current}, its new name; rename it`);
  }
  return { env: renamed, warnings };
}

/** Reads and validates the mock's environment; throws SettingsError naming the first bad setting. */
export function loadMockSettings(env: Environment = process.env): MockSettings {
  return parseSettings(mockSettings, readRenamedSettings(env).env);
}

/** The environment's settings, then `options`, and what listening beyond loopback changes (docs/design/mock.md#shared-mock). */
export function resolveConfig(options: MockOptions = {}, env: Environment = process.env) {
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  const settings: MockSettings = { ...loadMockSettings(env), ...(given as MockOptions) };
  // brand files are read here, once per app: a wrong one stops boot with a SettingsError line
  const brands = BrandBook.load(settings.brandsDir);
  if (!brands.has(settings.brand)) throw brands.unknown(settings.brand);
  const now = settings.now === undefined ? null : new Date(settings.now).getTime();
  if (now !== null && Number.isNaN(now)) throw new Error(`mock-api: invalid now "${settings.now}"`);
  const shared = !isLoopback(settings.host);
  const store = settings.dataDir === undefined ? null : NamespaceStore.open(settings.dataDir);
  // a shared mock signs with a secret nobody knows unless one is set; a durable one keeps the
  // secret it made in its store, so sessions live as long as the namespaces do (docs/design/mock.md#durable-namespaces)
  const jwtSecret = settings.jwtSecret ?? (shared ? (store?.setting('jwt-secret', randomSecret) ?? randomSecret()) : DEV_JWT_SECRET);
  return {
    ...settings,
    /** Every brand this mock can serve, from brand files (docs/design/brands.md#brand-files). */
    brands,
    /** The games every namespace lists and opens. */
    catalogue: GameCatalogue.drawn(settings.seed, settings.games),
    now,
    /** Listening beyond loopback: the JWT secret is random unless set, control needs a token. */
    shared,
    // a shared mock without a token has no control API: it would hand out every password
    control: settings.control && (!shared || settings.controlToken !== undefined),
    /** The SQLite store in `dataDir`, or null: namespaces in memory only. */
    store,
    /** One line for each old setting name the environment still sets, for whoever starts the mock to print. */
    settingWarnings: readRenamedSettings(env).warnings,
    /** MOCK_JWT_SECRET was set (tokens outlive a restart). */
    jwtSecretGiven: settings.jwtSecret !== undefined,
    jwtSecret,
    /** Keys game launch ids (docs/design/mock.md#games): derived from the JWT secret, so as secret as it is. */
    launchKey: createHmac('sha256', jwtSecret).update('game launch ids').digest(),
  };
}

/** What the mock runs with. */
export type MockConfig = ReturnType<typeof resolveConfig>;

/**
 * The boot line of a mock reachable beyond loopback, saying how it is locked (docs/design/mock.md#shared-mock);
 * null on loopback. The stand-alone mock and the gateway with its in-process mock print it.
 */
function jwtSecretSource(config: MockConfig): string {
  if (config.jwtSecretGiven) return 'JWT secret from MOCK_JWT_SECRET';
  return config.store === null ? 'random JWT secret for this start' : 'random JWT secret kept in MOCK_DATA_DIR';
}

export function sharedMockNotice(config: MockConfig): string | null {
  if (!config.shared) return null;
  return (
    `mock-api is reachable beyond this machine: ${jwtSecretSource(config)}; ` +
    (config.control
      ? 'control API /__mock/* requires x-mock-control-token (MOCK_CONTROL_TOKEN)'
      : 'control API /__mock/* is off (set MOCK_CONTROL_TOKEN to use it)')
  );
}
