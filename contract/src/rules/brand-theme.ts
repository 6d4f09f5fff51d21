import { type BrandLook, contrastRatio, MIN_TEXT_CONTRAST } from './brands';

/**
 * The design tokens a brand's look sets, as CSS custom properties (docs/design/brands.md#design-tokens). One pure
 * function, browser-safe, so the web app (CSSOM at run time) and the gateway (in the served
 * page) write the same values. Everything else in the stylesheet is drawn from these.
 */
export type BrandCssVariables = Readonly<Record<`--${string}`, string>>;

/**
 * A URL that can sit inside `url("...")` in a stylesheet or a `<style>` element as it is: http(s)
 * or root-relative, and none of the characters that could end the string, the declaration or
 * the element (quotes, backslashes, parentheses, angle brackets, whitespace).
 */
const CSS_SAFE_URL = /^(?:https?:\/\/|\/(?!\/))[^\s"'`()<>\\]*$/i;

/** The dark theme's neutral base, before the brand tints it; text colours the surfaces carry. */
const BASE = { bg: '#0c0d11', surface: '#17191f', surface2: '#21242c' } as const;
export const THEME_TEXT = { text: '#f2f3f5', muted: '#b4b9c4' } as const;

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16)) as [number, number, number];
}

function toHex(values: readonly number[]): string {
  return `#${values
    .map((value) =>
      Math.round(Math.min(255, Math.max(0, value)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `weight` of `tint` into `base`, channel by channel (0 = base, 1 = tint). */
export function mixHex(base: string, tint: string, weight: number): string {
  const from = channels(base);
  const to = channels(tint);
  return toHex(from.map((value, index) => value + ((to[index] ?? value) - value) * weight));
}

/**
 * The brand's tokens: primary and a deeper shade for gradients, the accent, and dark surfaces
 * tinted a little towards the primary. The tints are small enough that the accent and the muted text
 * keep AA contrast on every surface; where a tint would break that, the neutral surface is used.
 */
export function brandCssVariables(
  look: Pick<BrandLook, 'colors'> | null | undefined,
  images: { background?: string | undefined } = {},
): BrandCssVariables {
  const { background } = images;
  // a background URL that is not safe inside url("...") in a <style> element is left out
  const page: Record<`--${string}`, string> =
    background !== undefined && CSS_SAFE_URL.test(background) ? { '--page-background': `url("${background}")` } : {};
  if (!look) return page;
  const { primary, accent } = look.colors;
  const tinted = (base: string, weight: number) => {
    const mixed = mixHex(base, primary, weight);
    const readable = [accent, THEME_TEXT.muted].every((colour) => contrastRatio(colour, mixed) >= MIN_TEXT_CONTRAST);
    return readable ? mixed : base;
  };
  return {
    '--brand': primary,
    '--brand-deep': mixHex(primary, '#000000', 0.45),
    '--brand-soft': mixHex(BASE.surface, primary, 0.35),
    '--accent': accent,
    '--accent-ink': contrastRatio(accent, '#000000') >= contrastRatio(accent, '#ffffff') ? '#111111' : '#ffffff',
    '--bg': tinted(BASE.bg, 0.06),
    '--surface': tinted(BASE.surface, 0.08),
    '--surface-2': tinted(BASE.surface2, 0.1),
    ...page,
  };
}

/** The variables as one `:root` rule, e.g. for the gateway's `<style>` element in index.html. */
export function rootCssRule(variables: BrandCssVariables): string {
  return `:root{${Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
}
