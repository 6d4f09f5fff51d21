import { z } from 'zod';
import { THAI_BANKS } from './banks';

/**
 * A brand is data, not code (docs/design/brands.md#brand-files): one JSON file per brand in this shape, read by the
 * API (the mock loads `mock-api/brands/*.json` and MOCK_BRANDS_DIR at boot) and never compiled
 * into the web app, which draws what `GET /api/setting` serves as `look`. The cashback percents
 * are the ones both shown and paid (docs/design/brands.md#cashback-percents).
 */

/** A brand's id: its file's name (`<id>.json`), MOCK_BRAND, and the folder of its artwork. */
export const BrandId = z.string().regex(/^[a-z][a-z0-9-]{1,31}$/, 'must be 2-32 lower-case letters, digits or "-", starting with a letter');

const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written #rrggbb');

/**
 * What brand colours are drawn against in the web app's dark theme (web/src/styles/global.css):
 * white text on the primary colour (buttons, the active bottom-bar item), accent-coloured text
 * on the lightest surface (`--surface-2`). A brand whose colours fail WCAG AA against them
 * would make pages fail the accessibility check, so the file is refused instead.
 */
export const BRAND_COLOUR_BACKDROPS = { textOnPrimary: '#ffffff', surfaceUnderAccent: '#272b35' } as const;
export const MIN_TEXT_CONTRAST = 4.5;

function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2.1 contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Buttons, the active bottom-bar item, artwork backgrounds: carries white text. */
const PrimaryColour = HexColor.refine((colour) => contrastRatio(colour, BRAND_COLOUR_BACKDROPS.textOnPrimary) >= MIN_TEXT_CONTRAST, {
  message: `white text on it must reach ${MIN_TEXT_CONTRAST}:1 contrast`,
});
/** Highlights and amounts, written on the dark surfaces. */
const AccentColour = HexColor.refine((colour) => contrastRatio(colour, BRAND_COLOUR_BACKDROPS.surfaceUnderAccent) >= MIN_TEXT_CONTRAST, {
  message: `as text on ${BRAND_COLOUR_BACKDROPS.surfaceUnderAccent} it must reach ${MIN_TEXT_CONTRAST}:1 contrast`,
});

export const BrandColors = z.object({ primary: PrimaryColour, accent: AccentColour }).strict();

/** The bottom bar's fourth button: the withdraw shortcut, or the media hub (spec 2). */
export const BottomBarShortcut = z.enum(['withdraw', 'media']);
export type BottomBarShortcut = z.infer<typeof BottomBarShortcut>;

const Percent = z.number().int('must be a whole percent').min(0).max(100);

/** Cashback percent on a week's net loss, by level id 1-6 (keys "1" to "6" in the file). */
export const CashbackPercents = z.object({ 1: Percent, 2: Percent, 3: Percent, 4: Percent, 5: Percent, 6: Percent }).strict();

const LineId = z.string().regex(/^@?[A-Za-z0-9._-]{1,40}$/, 'must be a LINE id such as @siamgames');
/** A host name, or `*.` and a domain for every host under it (web/src/lib/special-host.ts). */
const HostPattern = z
  .string()
  .regex(/^(\*\.)?([a-z0-9-]+\.)*[a-z0-9-]+\.?$/i, 'must be a host name such as mirror.example or *.mirror.example');

const SiteAccount = z
  .object({
    bankName: z.string().refine((code) => THAI_BANKS.some((bank) => bank.code === code), {
      message: `must be a bank code: ${THAI_BANKS.map((bank) => bank.code).join(', ')}`,
    }),
    bankId: z.string().regex(/^\d+$/, 'must be digits only'),
    accountName: z.string().min(1).max(100),
  })
  .strict()
  .superRefine((account, context) => {
    const lengths = THAI_BANKS.find((bank) => bank.code === account.bankName)?.accountLengths;
    if (lengths && !lengths.includes(account.bankId.length)) {
      context.addIssue({
        code: 'custom',
        path: ['bankId'],
        message: `${account.bankName} account numbers have ${lengths.join(' or ')} digits`,
      });
    }
  });

/** Everything that differs per brand: one file in this shape per brand. Unknown keys are refused (a typo is loud). */
export const BrandDefinition = z
  .object({
    id: BrandId,
    /** The site's Thai name: page titles, artwork, messages. */
    nameTh: z.string().trim().min(1).max(60),
    colors: BrandColors,
    bottomBarShortcut: BottomBarShortcut,
    cashbackPercent: CashbackPercents,
    /** PromptPay id for deposit QR codes (a 10-digit phone or 13-digit tax id), or null when not accepted. */
    promptPayId: z
      .string()
      .regex(/^(\d{10}|\d{13})$/, 'must be 10 or 13 digits')
      .nullable(),
    /** The two chat accounts of the contact screen (spec 2). */
    line: z.object({ main: LineId, backup: LineId }).strict(),
    /** Mirror hosts (docs/design/brands.md#special-hosts); empty for the default brand (spec 6). */
    specialHosts: z.array(HostPattern).max(50),
    /** Whether members get the live-chat widget. */
    chatWidget: z.boolean(),
    /** Whether the public /promotion page shows the brand's promotion (docs/design/web-app.md#member-screens). */
    publicPromotion: z.boolean(),
    /** Accounts members transfer deposits to. */
    siteAccounts: z.array(SiteAccount).nonempty().max(10),
  })
  .strict();
export type BrandDefinition = z.infer<typeof BrandDefinition>;

/**
 * The part of a brand the web app draws, served in `GET /api/setting` as `look` (docs/design/brands.md#brand-look).
 * Cashback percents are not in it: members see them where the API reports what it pays (level
 * list, win/loss), from the same brand file. Like every response shape it tolerates fields it
 * does not read; a brand file does not.
 */
export const BrandLook = z
  .object({ colors: z.object({ primary: PrimaryColour, accent: AccentColour }).passthrough(), bottomBarShortcut: BottomBarShortcut })
  .passthrough();
export type BrandLook = z.infer<typeof BrandLook>;
