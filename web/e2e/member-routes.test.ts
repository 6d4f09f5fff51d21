import { describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '@site/mock-api/testing';
import { logIn, openAccountMenu, scrollPicturesIn, type Site, setUpSiteForFile, tapTo } from './support/site';
import { MEMBER_ROUTES } from './support/routes';
import { checkInToday, loadedPolyfills, REAL_DATA } from './support/member-screens';
import { screenSettled } from './support/layout';

// Every member screen with all its checks at 360 and 1280 px: compose-topology.test.ts.
let site: Site;
const demo = DEMO_MEMBERS[0];

setUpSiteForFile(import.meta.filename, {
  onOpen: async (opened) => {
    site = opened;
    await checkInToday(site, await logIn(site, site.page, demo.username));
  },
});

/**
 * What Safari 12-15.3, Chrome 79-91 and Firefox 80-97 lack among what the app and its libraries
 * call, removed before any script runs (docs/design/web-app.md#browsers): the app must load src/polyfills.ts (and
 * the entry's prelude) and work.
 */
function removeApisOldBrowsersLack(): void {
  const remove = (owner: object | undefined, name: string) => {
    if (owner) Reflect.deleteProperty(owner, name);
  };
  remove(Array.prototype, 'at');
  remove(String.prototype, 'at');
  remove(Array.prototype, 'findLast');
  remove(Array.prototype, 'findLastIndex');
  remove(String.prototype, 'replaceAll');
  remove(Object, 'hasOwn');
  remove(Object, 'fromEntries');
  remove(Promise, 'any');
  remove(AbortSignal, 'timeout');
  remove(AbortSignal, 'any');
  remove(Crypto.prototype, 'randomUUID');
  remove(HTMLDialogElement.prototype, 'showModal');
  remove(window, 'structuredClone');
  remove(window, 'IntersectionObserver');
  remove(window, 'queueMicrotask'); // Safari 12.0
  // Safari < 14: a MediaQueryList is no EventTarget. The methods come from EventTarget.prototype,
  // so they are hidden on MediaQueryList's own prototype rather than deleted.
  for (const name of ['addEventListener', 'removeEventListener']) {
    Object.defineProperty(MediaQueryList.prototype, name, { value: undefined, writable: true, configurable: true });
  }
}

describe("spec 9's oldest browsers", () => {
  it('run the menu, every member screen and the logout with the APIs they lack removed', { timeout: 90_000 }, async () => {
    // not closed here: the file's contexts close when it ends, and a failure first records this one's page
    const context = await site.newContext('mobile');
    await context.addInitScript(removeApisOldBrowsersLack);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => [typeof Array.prototype.at, typeof queueMicrotask])).toEqual(['function', 'function']);
    expect(await loadedPolyfills(page)).toBe(true);
    // Pictures load as they come near the screen, through the IntersectionObserver polyfill.
    await scrollPicturesIn(page.locator('.lobby-games'));
    // The public menu is a modal <dialog>: opened and closed through the polyfill.
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    const menu = page.getByRole('dialog', { name: 'เมนูหลัก' });
    await menu.waitFor();
    await menu.getByRole('button', { name: 'ปิดเมนู' }).click();
    await menu.waitFor({ state: 'hidden' });

    await logIn(site, page, demo.username);
    await page.goto('/auth/contact');
    // the router hears a move only once it has rendered (here after the polyfills load): tapping
    // before that changed the address and left the last screen up
    await page.getByRole('heading', { level: 1, name: 'ติดต่อเรา' }).waitFor();
    for (const route of MEMBER_ROUTES) {
      await tapTo(page, route.path);
      await page.waitForFunction((path) => window.location.pathname === path, route.path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await screenSettled(page);
      await REAL_DATA[route.name](page);
      expect(await page.locator('.state--error').count(), route.path).toBe(0);
    }
    // The logout confirmation listens to a media query through the polyfilled methods.
    await openAccountMenu(page);
    await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
    await page.locator('.swal2-confirm').click();
    await page.waitForURL('**/login');
    expect(await site.cspViolations(page)).toEqual([]);
  });
});
