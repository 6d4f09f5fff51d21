import { BOOT_DATA_ELEMENT_ID, BootData } from '@site/contract/domains/settings';

/**
 * What the gateway wrote into index.html for the first screen (docs/design/first-paint.md#branded-page): the answers of
 * `GET /api/setting`, `GET /api/configuration` and `GET /api/setting/operational/website`, each
 * kept when the contract accepts it, so the app starts from them instead of asking again. Empty
 * when the gateway could not get them in time (or in `npm run dev`): the app then asks as usual.
 */
let bootData: BootData | undefined;

export function readBootData(): BootData {
  if (bootData !== undefined) return bootData;
  bootData = {};
  const element = typeof document === 'undefined' ? null : document.getElementById(BOOT_DATA_ELEMENT_ID);
  if (element?.textContent) {
    try {
      const parsed = BootData.safeParse(JSON.parse(element.textContent));
      if (parsed.success) bootData = parsed.data;
    } catch {
      // A page cut short: the app asks the API itself.
    }
  }
  return bootData;
}

/** When the page was loaded: the boot answers are as fresh as that. */
export const bootDataReadAt = Date.now();
