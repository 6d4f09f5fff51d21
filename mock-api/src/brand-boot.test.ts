import { describe, expect, it } from 'vitest';
import { initClient } from '@ts-rest/core';
import { settingsContract } from '@site/contract/domains/settings';
import { NEW_BRAND, writeBrandFolder } from './test-support/brand-files';
import { refusedMockBoot, spawnMock } from './test-support/mock-process';

// A brand's picture under /mock-cdn is not a contract route: a raw request.
/** The stand-alone mock as an operator starts it: brands come from files, and a wrong one stops it (docs/design/brands.md#brand-files). */
describe('booting with a brand', () => {
  it('refuses a brand no file defines, with one line naming the setting and the known brands', async () => {
    const { code, output } = await refusedMockBoot({ MOCK_BRAND: 'korat' });
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^Invalid setting MOCK_BRAND="korat": no brand file defines it \(korat\.json\); known brands: andaman, default, lanna \(read from \S+\/mock-api\/brands\)$/,
      ),
    ]);
  });

  it('refuses an invalid brand file, with one line naming the file and the field', async () => {
    const dir = writeBrandFolder({ 'korat.json': { ...NEW_BRAND, cashbackPercent: { ...NEW_BRAND.cashbackPercent, 4: '11%' } } });
    const { code, output } = await refusedMockBoot({ MOCK_BRAND: 'korat', MOCK_BRANDS_DIR: dir });
    expect(code).toBe(1);
    expect(output.trim()).toBe(`Invalid brand file ${dir}/korat.json: cashbackPercent.4: Expected number, received string`);
  });

  it('serves a brand added as a file, with no code change', async () => {
    const mock = await spawnMock({ MOCK_BRAND: NEW_BRAND.id, MOCK_BRANDS_DIR: writeBrandFolder({ 'korat.json': NEW_BRAND }) });
    try {
      const settings = await initClient(settingsContract, { baseUrl: mock.url }).global();
      expect(settings.status).toBe(200);
      const data = settings.status === 200 ? settings.body.data : null;
      expect(data).toMatchObject({
        brand: 'korat',
        siteName: 'โคราชเกมส์',
        look: { colors: NEW_BRAND.colors, bottomBarShortcut: 'media' },
        line: { line1: { id: '@koratgames' }, line2: { id: '@koratgames.help' } },
        providers: { chatWidgetUrl: null },
      });
      const logo = await fetch(`${mock.url}/mock-cdn/brands/korat/home.normal.logo.svg`);
      expect(logo.status).toBe(200);
      expect(await logo.text()).toContain(NEW_BRAND.colors.primary);
    } finally {
      await mock.stop();
    }
  });
});
