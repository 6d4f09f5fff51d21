import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrandDefinition } from '@site/contract/rules';

/**
 * A brand no code knows: tests write it to a folder of their own and point MOCK_BRANDS_DIR (or
 * `brandsDir`) at it, the way a new deployment adds its brand. Its percents differ from every
 * shipped brand's, so a number that came from anywhere but this file shows.
 */
export const NEW_BRAND: BrandDefinition = {
  id: 'korat',
  nameTh: 'โคราชเกมส์',
  colors: { primary: '#6b2fa3', accent: '#7ee2c4' },
  bottomBarShortcut: 'media',
  cashbackPercent: { 1: 3, 2: 4, 3: 6, 4: 11, 5: 13, 6: 13 },
  promptPayId: null,
  line: { main: '@koratgames', backup: '@koratgames.help' },
  specialHosts: [],
  chatWidget: false,
  publicPromotion: true,
  siteAccounts: [{ bankName: 'BAY', bankId: '3310456789', accountName: 'บจก. โคราชเกมส์' }],
};

/** Writes brand files (`<name>.json` to content, or any text) into a new temporary folder and returns it. */
export function writeBrandFolder(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'mock-brands-'));
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, name), typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
  }
  return dir;
}
