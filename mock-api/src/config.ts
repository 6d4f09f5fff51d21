import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { BRANDS, DEFAULT_BRAND_ID } from '@site/contract/rules';

/** Options of `buildApp`; each falls back to its environment variable. */
export interface MockOptions {
  seed?: number;
  brand?: string;
  control?: boolean;
  logger?: boolean;
  now?: Date | string;
  jwtSecret?: string;
  maxWorlds?: number;
  /** Where server.ts listens; beyond loopback the mock is shared and locks itself (decision 093). */
  host?: string;
  controlToken?: string;
}

export interface MockConfig {
  seed: number;
  brand: string;
  control: boolean;
  logger: boolean;
  now: number | null;
  jwtSecret: string;
  /** Namespaces kept at once; past it the least recently used idle one is dropped (decision 092). */
  maxWorlds: number;
  /** Listening beyond loopback: the JWT secret is random unless set, control needs a token. */
  shared: boolean;
  /** Required in CONTROL_TOKEN_HEADER on every control request when set. */
  controlToken: string | null;
}

/** 127.0.0.0/8, ::1 and localhost reach only this machine. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** A fixed development secret: the mock signs real JWTs, but nothing it guards is real. */
const DEV_JWT_SECRET = 'mock-api-development-secret-change-me-0123456789';

const EnvSchema = z.object({
  MOCK_SEED: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(42),
  MOCK_BRAND: z
    .string()
    .default(DEFAULT_BRAND_ID)
    .refine((id) => BRANDS.some((b) => b.id === id), { message: `must be one of ${BRANDS.map((b) => b.id).join(', ')}` }),
  MOCK_CONTROL: z.string().optional(),
  MOCK_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  MOCK_NOW: z.string().datetime({ offset: true }).optional(),
  // About 80 KB each: the default bounds a shared mock's worlds to some 40 MB.
  MOCK_CONTROL_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  MOCK_MAX_WORLDS: z.coerce.number().int().min(2).max(100_000).default(500),
});

/** Every environment variable the mock reads (EnvSchema, plus server.ts's own), kept in .env.example. */
export const MOCK_SETTINGS = [...Object.keys(EnvSchema.shape), 'MOCK_PORT', 'MOCK_HOST', 'MOCK_LOG'];

/** Reads options and environment once; a bad value stops boot with one clear line. */
export function resolveConfig(options: MockOptions = {}, env: NodeJS.ProcessEnv = process.env): MockConfig {
  // an empty setting (e.g. `MOCK_JWT_SECRET=` in .env or compose's `${X:-}`) means unset
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`mock-api: invalid environment ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const fromEnv = parsed.data;
  const brand = options.brand ?? fromEnv.MOCK_BRAND;
  if (!BRANDS.some((b) => b.id === brand)) throw new Error(`mock-api: unknown brand "${brand}"`);
  const nowInput = options.now ?? fromEnv.MOCK_NOW;
  const now = nowInput === undefined ? null : new Date(nowInput).getTime();
  if (now !== null && Number.isNaN(now)) throw new Error(`mock-api: invalid now "${String(nowInput)}"`);
  const shared = !isLoopback(options.host ?? '127.0.0.1');
  const controlToken = options.controlToken ?? fromEnv.MOCK_CONTROL_TOKEN ?? null;
  return {
    seed: options.seed ?? fromEnv.MOCK_SEED,
    brand,
    // a shared mock without a token has no control API: it would hand out every password
    control: (options.control ?? fromEnv.MOCK_CONTROL !== '0') && (!shared || controlToken !== null),
    logger: options.logger ?? false,
    now,
    // a shared mock signs with a secret nobody knows unless one is set
    jwtSecret: options.jwtSecret ?? fromEnv.MOCK_JWT_SECRET ?? (shared ? randomBytes(32).toString('hex') : DEV_JWT_SECRET),
    maxWorlds: options.maxWorlds ?? fromEnv.MOCK_MAX_WORLDS,
    shared,
    controlToken,
  };
}
