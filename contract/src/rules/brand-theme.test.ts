import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandCssVariables, mixHex, rootCssRule, THEME_TEXT } from './brand-theme';
import { BrandDefinition, contrastRatio, MIN_TEXT_CONTRAST } from './brands';

const brandsDir = new URL('../../../mock-api/brands/', import.meta.url);
const shippedBrands = readdirSync(brandsDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => BrandDefinition.parse(JSON.parse(readFileSync(new URL(file, brandsDir), 'utf8'))));

describe('brandCssVariables', () => {
  it('mixes colours channel by channel', () => {
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixHex('#102030', '#102030', 0.3)).toBe('#102030');
  });

  it('sets the look colours as they are, and a pure function of the look', () => {
    const look = { colors: { primary: '#c8102e', accent: '#ffd166' } };
    const variables = brandCssVariables(look);
    expect(variables['--brand']).toBe('#c8102e');
    expect(variables['--accent']).toBe('#ffd166');
    expect(brandCssVariables(look)).toEqual(variables);
  });

  it.each(shippedBrands.map((brand) => [brand.id, brand] as const))('keeps text AA on every surface of brand %s', (_id, brand) => {
    const variables = brandCssVariables(brand);
    const surfaces = [variables['--bg'], variables['--surface'], variables['--surface-2']] as string[];
    for (const surface of surfaces) {
      for (const colour of [brand.colors.accent, THEME_TEXT.text, THEME_TEXT.muted]) {
        expect(contrastRatio(colour, surface)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    }
    expect(contrastRatio(variables['--accent-ink'] as string, brand.colors.accent)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio('#ffffff', variables['--brand-deep'] as string)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(shippedBrands.length).toBeGreaterThanOrEqual(3);
  });
});

describe('brandCssVariables for the first paint (docs/design/brands.md#brand-look and docs/design/first-paint.md#branded-page)', () => {
  const look = { colors: { primary: '#b3122e', accent: '#f5c542' } };

  it('adds the background, and writes one :root rule for the gateway’s style element', () => {
    const variables = brandCssVariables(look, { background: '/mock-cdn/brand/bg.webp' });
    expect(variables).toMatchObject({ '--brand': '#b3122e', '--accent': '#f5c542', '--page-background': 'url("/mock-cdn/brand/bg.webp")' });
    const rule = rootCssRule(variables);
    expect(rule.startsWith(':root{--brand:#b3122e;')).toBe(true);
    expect(rule.endsWith('--page-background:url("/mock-cdn/brand/bg.webp")}')).toBe(true);
  });

  it('leaves out what it has not got, and a background that could break out of the rule', () => {
    expect(brandCssVariables(null)).toEqual({});
    expect(brandCssVariables(undefined, { background: '/bg.png' })).toEqual({ '--page-background': 'url("/bg.png")' });
    for (const background of ['/x.png")}body{color:red', '/a b.png', 'javascript:alert(1)', '//evil.example/x.png', '/x</style>']) {
      expect(brandCssVariables(look, { background })['--page-background'], background).toBeUndefined();
    }
    expect(brandCssVariables(look, { background: 'https://cdn.example.com/bg.png?v=2' })['--page-background']).toBe(
      'url("https://cdn.example.com/bg.png?v=2")',
    );
  });
});
