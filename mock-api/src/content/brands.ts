import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrandDefinition } from '@site/contract/rules';
import { SettingsError } from '@site/service-kit/settings';
import type { ConfigEntry } from '@site/contract';
import { type GameCatalogue, HOT_GAME_KEYS, hotGameEntryData } from './games';

/** The brands the mock ships with, one JSON file each (docs/design/brands.md#brand-files). */
export const BUILT_IN_BRANDS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../brands');

/**
 * The brands this mock knows, loaded and validated once at boot from brand files (never from
 * code): every `*.json` in the built-in folder, then in MOCK_BRANDS_DIR. Each file is named
 * after its brand's id. Anything wrong (a folder that cannot be read or holds no brand file, a
 * file that is not JSON or not a valid brand, a misnamed file, an id defined twice) throws a
 * SettingsError whose message is the one boot line naming the setting or the file.
 */
export class BrandBook {
  private constructor(
    private readonly brands: ReadonlyMap<string, { definition: BrandDefinition; file: string }>,
    /** Where the brands were read from, for error lines. */
    readonly sources: readonly string[],
  ) {}

  static load(extraDir?: string): BrandBook {
    const brands = new Map<string, { definition: BrandDefinition; file: string }>();
    const folders: Array<{ dir: string; what: string }> = [
      { dir: BUILT_IN_BRANDS_DIR, what: `Invalid brand folder ${BUILT_IN_BRANDS_DIR}` },
    ];
    if (extraDir !== undefined)
      folders.push({ dir: resolve(extraDir), what: `Invalid setting MOCK_BRANDS_DIR=${JSON.stringify(extraDir)}` });
    for (const { dir, what } of folders) {
      for (const file of brandFiles(dir, what)) {
        const definition = readBrandFile(file);
        const earlier = brands.get(definition.id);
        if (earlier) throw new SettingsError(`Invalid brand file ${file}: brand "${definition.id}" is already defined by ${earlier.file}`);
        brands.set(definition.id, { definition, file });
      }
    }
    return new BrandBook(
      brands,
      folders.map((folder) => folder.dir),
    );
  }

  has(id: string): boolean {
    return this.brands.has(id);
  }

  ids(): string[] {
    return [...this.brands.keys()];
  }

  /** Every brand, built-in ones first, each folder in file-name order. */
  all(): BrandDefinition[] {
    return [...this.brands.values()].map((brand) => brand.definition);
  }

  /** A known brand's definition; namespaces only ever hold known ids (checked at boot and by the control API). */
  get(id: string): BrandDefinition {
    const brand = this.brands.get(id);
    if (!brand) throw new RangeError(`unknown brand ${id}`);
    return brand.definition;
  }

  /** The boot line for a MOCK_BRAND without a brand file. */
  unknown(id: string): SettingsError {
    return new SettingsError(
      `Invalid setting MOCK_BRAND=${JSON.stringify(id)}: no brand file defines it (${id}.json); known brands: ${this.ids().join(', ')} (read from ${this.sources.join(' and ')})`,
    );
  }
}

function brandFiles(dir: string, what: string): string[] {
  let names: string[];
  try {
    if (!statSync(dir).isDirectory()) throw new SettingsError(`${what}: not a folder`);
    names = readdirSync(dir);
  } catch (error) {
    if (error instanceof SettingsError) throw error;
    throw new SettingsError(`${what}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  const files = names.filter((name) => name.endsWith('.json')).sort();
  if (files.length === 0) throw new SettingsError(`${what}: holds no brand files (*.json)`);
  return files.map((name) => join(dir, name));
}

function readBrandFile(file: string): BrandDefinition {
  let content: unknown;
  try {
    content = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SettingsError(`Invalid brand file ${file}: not readable JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = BrandDefinition.safeParse(content);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(top level)'}: ${issue.message}`);
    throw new SettingsError(`Invalid brand file ${file}: ${problems.join('; ')}`);
  }
  const expected = `${parsed.data.id}.json`;
  if (basename(file) !== expected)
    throw new SettingsError(`Invalid brand file ${file}: it defines brand "${parsed.data.id}"; name it ${expected}`);
  return parsed.data;
}

/** Public configuration keys of spec 3, each an SVG the mock draws for the brand. */
export const PUBLIC_CONFIG_KEYS = [
  'home.normal.logo',
  'home.normal.background',
  'home.top.background',
  'home.menuBottom.allGame',
  'home.top.casino',
  'home.top.slot',
  'home.top.sport',
  'home.top.contact',
  'home.banner.1',
  'home.banner.2',
  'home.banner.3',
  ...HOT_GAME_KEYS,
] as const;

/** Member-only keys, added to the public ones by /api/auth/configuration/list. */
export const MEMBER_CONFIG_KEYS = [
  'member.dashboard.banner',
  'member.deposit.banner',
  'member.withdraw.banner',
  'member.media.wheel',
  'member.media.flipCard',
  'member.media.flipCardReward',
  'member.media.movie',
  'member.media.promotion',
  'member.contact.background',
] as const;

export function configImagePath(brandId: string, key: string): string {
  return `/mock-cdn/brands/${brandId}/${key}.svg`;
}

export function configEntries(brandId: string, keys: readonly string[], catalogue: GameCatalogue): ConfigEntry[] {
  return keys.map((key) => ({ key, value: { data: hotGameEntryData(catalogue, key) ?? { path: configImagePath(brandId, key) } } }));
}

export function isConfigKey(key: string): boolean {
  return (PUBLIC_CONFIG_KEYS as readonly string[]).includes(key) || (MEMBER_CONFIG_KEYS as readonly string[]).includes(key);
}
