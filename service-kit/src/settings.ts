import { z } from 'zod';

/**
 * Settings from the environment, the same way in every process (docs/design/contract.md#settings): one zod object
 * schema keyed by environment variable, whose transform returns the process's configuration,
 * so the configuration's type is the schema's `z.output`. The defaults stand in the schema
 * only; `.env.example` shows them and a test pins the two together.
 */

/** An environment as `process.env` holds it. */
export type Environment = Record<string, string | undefined>;

/** A setting that failed validation; its message is the one line an operator reads at boot. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

/**
 * Parses `env` with a process's settings schema. An empty value means unset (`X=` in .env,
 * compose's `${X:-}`), so the default applies. The first bad setting throws a SettingsError:
 * `Invalid setting PORT="abc": must be a whole number from 0 to 65535`.
 */
export function parseSettings<Schema extends z.ZodTypeAny>(schema: Schema, env: Environment): z.output<Schema> {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(given);
  if (parsed.success) return parsed.data as z.output<Schema>;
  const [issue] = parsed.error.issues;
  const name = issue?.path.join('.') || 'environment';
  const value = typeof issue?.path[0] === 'string' ? given[issue.path[0]] : undefined;
  throw new SettingsError(`Invalid setting ${name}=${JSON.stringify(value ?? '')}: ${issue?.message ?? 'invalid'}`);
}

/** The environment variables a settings schema reads: the keys of its object, behind the transform. */
export function settingNames(schema: z.ZodEffects<z.AnyZodObject>): string[] {
  return Object.keys(schema.innerType().shape as z.ZodRawShape);
}

/** A whole number in [min, max]. */
export const wholeNumber = (min: number, max: number, fallback: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ invalid_type_error: message }).int(message).min(min, message).max(max, message).default(fallback);
};

/** On or off: 1/0, true/false, yes/no. */
export const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no'], { errorMap: () => ({ message: 'must be 1 or 0 (true/false, yes/no)' }) })
    .optional()
    .transform((value) => (value === undefined ? fallback : value === '1' || value === 'true' || value === 'yes'));

/** One of a fixed list of words. */
export const oneOf = <const Values extends readonly [string, ...string[]]>(values: Values, fallback: Values[number]) =>
  z.enum(values, { errorMap: () => ({ message: `must be one of ${values.join(', ')}` }) }).default(fallback);

/** An http(s) URL, without trailing slashes. */
export const httpUrl = z
  .string()
  .url('must be a URL like http://host:port')
  .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
  .transform((value) => value.replace(/\/+$/, ''));

/**
 * A comma-separated list (spaces around items and empty items ignored). `readItem` returns an
 * item as the process keeps it, or undefined to refuse the setting with `"<item>" is not <what>`.
 */
export const commaList = (what: string, readItem: (item: string) => string | undefined) =>
  z
    .string()
    .default('')
    .transform((raw, ctx) => {
      const items: string[] = [];
      for (const item of raw.split(',').map((part) => part.trim())) {
        if (item === '') continue;
        const read = readItem(item);
        if (read === undefined) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: `"${item}" is not ${what}` });
          return z.NEVER;
        }
        items.push(read);
      }
      return items;
    });

/** At least `length` characters (secrets and tokens). */
export const secret = (length: number) => z.string().min(length, `must be at least ${length} characters`);
