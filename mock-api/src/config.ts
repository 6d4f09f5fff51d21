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
}

export interface MockConfig {
  seed: number;
  brand: string;
  control: boolean;
  logger: boolean;
  now: number | null;
  jwtSecret: string;
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
});

/** Reads options and environment once; a bad value stops boot with one clear line. */
export function resolveConfig(options: MockOptions = {}, env: NodeJS.ProcessEnv = process.env): MockConfig {
  const parsed = EnvSchema.safeParse(env);
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
  return {
    seed: options.seed ?? fromEnv.MOCK_SEED,
    brand,
    control: options.control ?? fromEnv.MOCK_CONTROL !== '0',
    logger: options.logger ?? false,
    now,
    jwtSecret: options.jwtSecret ?? fromEnv.MOCK_JWT_SECRET ?? DEV_JWT_SECRET,
  };
}
