import { describe, expect, it } from 'vitest';
import { BrandDefinition, BrandLook, contrastRatio } from './brands';

/** A complete, valid brand file (not one of the shipped ones: the schema is what is under test). */
const valid = {
  id: 'korat',
  nameTh: 'โคราชเกมส์',
  colors: { primary: '#6b2fa3', accent: '#ffc857' },
  bottomBarShortcut: 'media',
  cashbackPercent: { '1': 3, '2': 4, '3': 6, '4': 11, '5': 13, '6': 13 },
  promptPayId: null,
  line: { main: '@koratgames', backup: '@koratgames.help' },
  specialHosts: ['korat-games.example', '*.korat.example'],
  chatWidget: true,
  publicPromotion: false,
  siteAccounts: [{ bankName: 'KTB', bankId: '6620123456', accountName: 'บจก. โคราชเกมส์' }],
};

/** The first problem zod reports for a brand, as "path: message". */
function problem(input: unknown): string {
  const parsed = BrandDefinition.safeParse(input);
  if (parsed.success) return 'valid';
  const [issue] = parsed.error.issues;
  return `${issue?.path.join('.')}: ${issue?.message}`;
}

describe('brand definition', () => {
  it('accepts a complete brand and reads the percents by level id', () => {
    const brand = BrandDefinition.parse(valid);
    expect(brand.cashbackPercent[4]).toBe(11);
    expect(brand.colors.primary).toBe('#6b2fa3');
  });

  it('refuses unknown keys, so a misspelt field is not silently ignored', () => {
    expect(problem({ ...valid, bottomBar: 'media' })).toMatch(/^: Unrecognized key\(s\) in object: 'bottomBar'/);
    expect(problem({ ...valid, colors: { ...valid.colors, secondary: '#000000' } })).toMatch(/^colors: Unrecognized key/);
  });

  it('refuses a missing level, a fractional or out-of-range percent', () => {
    const { '6': _vip, ...fiveLevels } = valid.cashbackPercent;
    expect(problem({ ...valid, cashbackPercent: fiveLevels })).toBe('cashbackPercent.6: Required');
    expect(problem({ ...valid, cashbackPercent: { ...valid.cashbackPercent, '3': 7.5 } })).toBe(
      'cashbackPercent.3: must be a whole percent',
    );
    expect(problem({ ...valid, cashbackPercent: { ...valid.cashbackPercent, '4': 101 } })).toMatch(
      /^cashbackPercent\.4: Number must be less than or equal to 100/,
    );
  });

  it('refuses ids that cannot be a file name or a URL segment', () => {
    for (const id of ['Default', 'a', '../x', 'brand_1', '1brand']) expect(problem({ ...valid, id })).toMatch(/^id: must be 2-32/);
  });

  it('refuses colours that are not #rrggbb or would fail WCAG AA in the dark theme', () => {
    expect(problem({ ...valid, colors: { ...valid.colors, primary: 'purple' } })).toBe('colors.primary: must be a colour written #rrggbb');
    // yellow under white text, and navy text on the dark surface, are both unreadable
    expect(problem({ ...valid, colors: { ...valid.colors, primary: '#ffd166' } })).toBe(
      'colors.primary: white text on it must reach 4.5:1 contrast',
    );
    expect(problem({ ...valid, colors: { ...valid.colors, accent: '#0a4d8c' } })).toBe(
      'colors.accent: as text on #272b35 it must reach 4.5:1 contrast',
    );
  });

  it('refuses a bottom-bar shortcut the app has no button for', () => {
    expect(problem({ ...valid, bottomBarShortcut: 'games' })).toMatch(/^bottomBarShortcut: Invalid enum value/);
  });

  it('refuses receiving accounts of unknown banks or with the wrong number length', () => {
    expect(problem({ ...valid, siteAccounts: [{ ...valid.siteAccounts[0], bankName: 'XYZ' }] })).toMatch(
      /^siteAccounts\.0\.bankName: must be a bank code/,
    );
    expect(problem({ ...valid, siteAccounts: [{ ...valid.siteAccounts[0], bankId: '12345' }] })).toBe(
      'siteAccounts.0.bankId: KTB account numbers have 10 digits',
    );
    expect(problem({ ...valid, siteAccounts: [] })).toMatch(/^siteAccounts: Array must contain at least 1/);
  });

  it('refuses a PromptPay id that is neither a phone nor a tax id, and hosts with schemes or paths', () => {
    expect(problem({ ...valid, promptPayId: '08-1234-5678' })).toBe('promptPayId: must be 10 or 13 digits');
    expect(problem({ ...valid, specialHosts: ['https://mirror.example/'] })).toMatch(/^specialHosts\.0: must be a host name/);
  });
});

describe('brand look', () => {
  it('is the colours and bottom bar of a brand, tolerating fields it does not read', () => {
    const look = BrandLook.parse({ colors: valid.colors, bottomBarShortcut: 'withdraw', tagline: 'x' });
    expect(look.colors.accent).toBe('#ffc857');
    expect(BrandLook.safeParse({ colors: valid.colors }).success).toBe(false);
    expect(BrandLook.safeParse({ colors: { primary: '#ffffff', accent: '#ffc857' }, bottomBarShortcut: 'media' }).success).toBe(false);
  });
});

describe('contrast ratio', () => {
  it('matches the WCAG 2.1 figures', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // WebAIM's checker gives 4.54:1 for #767676 on white
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
