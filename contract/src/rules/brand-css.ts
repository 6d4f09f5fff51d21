import type { BrandLook } from './brands';

/**
 * A URL that can sit inside `url("...")` in a stylesheet or a `<style>` element as it is: http(s)
 * or root-relative, and none of the characters that could end the string, the declaration or
 * the element (quotes, backslashes, parentheses, angle brackets, whitespace).
 */
const CSS_SAFE_URL = /^(?:https?:\/\/|\/(?!\/))[^\s"'`()<>\\]*$/i;

/**
 * The CSS custom properties a brand is drawn with (decision 089): `--brand` and `--accent` from
 * the brand's `look`, `--page-background` from its background image. One function for the web
 * app (set through the CSSOM) and the gateway (the first paint's inline style in index.html), so
 * both draw the same brand. A background URL that is not safe in CSS is left out.
 */
export function brandCssVariables(
  look: BrandLook | null | undefined,
  images: { background?: string | undefined } = {},
): Record<string, string> {
  const variables: Record<string, string> = {};
  if (look) {
    variables['--brand'] = look.colors.primary;
    variables['--accent'] = look.colors.accent;
  }
  const { background } = images;
  if (background !== undefined && CSS_SAFE_URL.test(background)) variables['--page-background'] = `url("${background}")`;
  return variables;
}

/** The variables as one `:root` rule, e.g. for a `<style>` element. */
export function rootCssRule(variables: Record<string, string>): string {
  return `:root{${Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
}
