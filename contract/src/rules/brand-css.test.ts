import { describe, expect, it } from 'vitest';
import { brandCssVariables, rootCssRule } from './brand-css';
import type { BrandLook } from './brands';

const look = { colors: { primary: '#b3122e', accent: '#f5c542' }, bottomBarShortcut: 'deposit' } as unknown as BrandLook;

describe('brandCssVariables (decision 089)', () => {
  it('draws the look and the background as custom properties, one rule for a style element', () => {
    const variables = brandCssVariables(look, { background: '/mock-cdn/brand/bg.webp' });
    expect(variables).toEqual({ '--brand': '#b3122e', '--accent': '#f5c542', '--page-background': 'url("/mock-cdn/brand/bg.webp")' });
    expect(rootCssRule(variables)).toBe(':root{--brand:#b3122e;--accent:#f5c542;--page-background:url("/mock-cdn/brand/bg.webp")}');
  });

  it('leaves out what it has not got, and a background that could break out of the rule', () => {
    expect(brandCssVariables(null)).toEqual({});
    for (const background of ['/x.png")}body{color:red', '/a b.png', 'javascript:alert(1)', '//evil.example/x.png', '/x</style>']) {
      expect(brandCssVariables(look, { background })['--page-background'], background).toBeUndefined();
    }
    expect(brandCssVariables(look, { background: 'https://cdn.example.com/bg.png?v=2' })['--page-background']).toBe(
      'url("https://cdn.example.com/bg.png?v=2")',
    );
  });
});
