/**
 * What the gateway wrote into index.html for the first screen (decision 171): the answers of
 * `GET /api/setting` and `GET /api/configuration` as the API gave them, so the app starts from
 * them instead of asking again. Absent when the gateway could not get them in time (or in
 * `npm run dev`): the app then asks as usual.
 */
export const BOOT_DATA_ELEMENT_ID = 'boot-data';

export type BootData = { setting?: unknown; configuration?: unknown };

let bootData: BootData | undefined;

export function readBootData(): BootData {
  if (bootData !== undefined) return bootData;
  bootData = {};
  const element = typeof document === 'undefined' ? null : document.getElementById(BOOT_DATA_ELEMENT_ID);
  if (element?.textContent) {
    try {
      const parsed = JSON.parse(element.textContent) as unknown;
      if (typeof parsed === 'object' && parsed !== null) bootData = parsed;
    } catch {
      // A page cut short: the app asks the API itself.
    }
  }
  return bootData;
}

/** When the page was loaded: the boot answers are as fresh as that. */
export const bootDataReadAt = Date.now();
