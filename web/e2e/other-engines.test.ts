import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '@site/mock-api/testing';
import { NAMESPACE_HEADER } from '@site/contract/mock-control';
import { th } from '@site/web/i18n/th';
import { thMemberArea } from '@site/web/i18n/th-member-area';
import { setUpSiteForFile, type Site, VIEWPORTS } from './support/site';
import { MEMBER_ROUTES } from './support/routes';
import { type EngineDriver, launchFirefox, launchWebKit } from './support/engines';

/**
 * The member walk in Gecko and WebKit as members' browsers have them (Chromium walks it in
 * compose-topology.test.ts and member-routes.test.ts): a login through the form, every member
 * screen by the router, and in Firefox the money flows. Each engine is driven by its own
 * automation (support/engines.ts); what the walk does in the page is a script, the same for both.
 */
const demo = DEMO_MEMBERS[0];

/**
 * Defines `__walk` in the page once per document: what went wrong there (uncaught errors,
 * rejections nobody handled, resources that failed to load) and the walk's helpers.
 */
const IN_PAGE = `
window.__walk = window.__walk || (() => {
  const walk = { errors: [], marks: 0 };
  addEventListener('error', (event) => {
    const target = event.target;
    walk.errors.push(target instanceof Element ? 'failed to load ' + (target.src || target.href) : String(event.message));
  }, true);
  addEventListener('unhandledrejection', (event) => {
    walk.errors.push('unhandled rejection: ' + String((event.reason && event.reason.message) || event.reason));
  });
  walk.until = async (test, what) => {
    for (const end = Date.now() + 20000; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 50))) {
      const value = test();
      if (value) return value;
    }
    const shownText = (document.querySelector('main') || document.body).innerText.replace(/\\s+/g, ' ').slice(0, 300);
    throw new Error('timed out waiting for ' + what + ' at ' + location.pathname + ', showing: ' + shownText);
  };
  const shown = (element) => element.getClientRects().length > 0;
  // a selector for the automation to type into or click, the way a member finds it: by its label or text
  walk.mark = async (find, what) => {
    const element = await walk.until(find, what);
    // where it stays put: a click aimed while the page scrolls to it lands on whatever moves under it
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const at = () => JSON.stringify(element.getBoundingClientRect());
    for (let before = at(), still = 0, tries = 0; still < 5 && tries < 200; tries += 1) {
      await frame();
      const now = at();
      still = now === before ? still + 1 : 0;
      before = now;
    }
    element.setAttribute('data-walk', String(++walk.marks));
    return '[data-walk="' + walk.marks + '"]';
  };
  walk.field = (label) => [...document.querySelectorAll('label')].filter((l) => l.textContent.trim() === label).map((l) => l.control).find(Boolean);
  // a button before a link of the same text (the header's login link beside the form's button)
  walk.control = (text) => ['button', 'summary', 'a'].flatMap((tag) => [...document.querySelectorAll(tag)]).find((e) => e.textContent.trim() === text && shown(e));
  walk.tapTo = (path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  };
  walk.heading = () => {
    const heading = document.querySelector('main h1');
    return heading && shown(heading) ? heading.textContent.trim() : '';
  };
  // a heading and more than a heading shown (text, or a frame or picture), nothing still loading
  walk.settled = () => {
    const main = document.querySelector('main');
    const heading = walk.heading();
    const drawn = [...main.querySelectorAll('iframe, img, canvas, video')].some((e) => e.getBoundingClientRect().height > 40);
    return heading !== '' && (drawn || main.innerText.trim().length > heading.length + 20) &&
      document.querySelectorAll('.state--loading, .after-first-paint').length === 0;
  };
  return walk;
})();
const walk = window.__walk;
`;

function inPage<T>(driver: EngineDriver, body: string, ...args: unknown[]): Promise<T> {
  return driver.run<T>(`${IN_PAGE}${body}`, args);
}

async function typeInto(driver: EngineDriver, label: string, text: string): Promise<void> {
  await driver.type(await inPage<string>(driver, 'return walk.mark(() => walk.field(args[0]), args[0]);', label), text);
}

async function press(driver: EngineDriver, text: string): Promise<void> {
  await driver.click(await inPage<string>(driver, 'return walk.mark(() => walk.control(args[0]), args[0]);', text));
}

function waitInPage(driver: EngineDriver, test: string, what: string, ...args: unknown[]): Promise<void> {
  return inPage(driver, `await walk.until(() => ${test}, ${JSON.stringify(what)});`, ...args);
}

/** Responses of the gateway with a 4xx or 5xx status so far, one line per method, route and status with its count. */
async function failedResponses(site: Site): Promise<Map<string, number>> {
  const metrics = await (await fetch(`${site.url}/metrics`)).text();
  const failed = new Map<string, number>();
  for (const match of metrics.matchAll(/^gateway_http_requests_total\{(.*status="[45]\d\d".*)\} (\d+)$/gm)) {
    failed.set(match[1] ?? '', Number(match[2]));
  }
  return failed;
}

async function logInThroughForm(driver: EngineDriver, site: Site): Promise<void> {
  // the file's mock namespace is a cookie of the site's origin: set there, then the page again in it
  await driver.goto(`${site.url}/login`);
  await inPage(driver, 'document.cookie = args[0];', `${NAMESPACE_HEADER}=${site.namespace}; path=/`);
  await driver.goto(`${site.url}/login`);
  await typeInto(driver, th.auth.username, demo.username);
  await typeInto(driver, th.auth.password, demo.password);
  await press(driver, th.auth.submit);
  await waitInPage(driver, "location.pathname === '/auth/dashboard' && walk.settled()", 'the dashboard');
}

/** Every member screen by the router: its heading, its main content, no error state. */
async function walkMemberScreens(driver: EngineDriver): Promise<string[]> {
  const problems: string[] = [];
  for (const route of MEMBER_ROUTES) {
    const screen = await inPage<{ heading: string; mainText: number; errorStates: number }>(
      driver,
      `const moving = location.pathname !== args[0];
       const before = document.title;
       walk.tapTo(args[0]);
       // the router keeps the last screen while the next one's code loads: wait for the new one's title
       await walk.until(() => location.pathname === args[0] && walk.settled() && (!moving || document.title !== before), 'the screen');
       const main = document.querySelector('main');
       return { heading: main.querySelector('h1').textContent.trim(), mainText: main.innerText.trim().length, errorStates: document.querySelectorAll('.state--error').length };`,
      route.path,
    );
    if (screen.errorStates > 0) problems.push(`${route.path}: ${JSON.stringify(screen)}`);
  }
  return problems;
}

/** What went wrong in the page and in the gateway's answers since `failedBefore`. */
async function whatWentWrong(driver: EngineDriver, site: Site, failedBefore: Map<string, number>) {
  const failedAfter = await failedResponses(site);
  return {
    uncaught: [...driver.uncaughtErrors(), ...(await inPage<string[]>(driver, 'return walk.errors;'))],
    failedRequests: [...failedAfter].filter(([line, count]) => count > (failedBefore.get(line) ?? 0)).map(([line]) => line),
  };
}

const ENGINES = [
  { name: 'Firefox ESR (Gecko, WebDriver BiDi)', launch: launchFirefox, moneyFlows: true },
  { name: 'WebKitGTK MiniBrowser (WebKit, WebDriver)', launch: launchWebKit, moneyFlows: false },
];

describe.each(ENGINES)('$name', ({ launch, moneyFlows }) => {
  let site: Site;
  let driver: EngineDriver;
  // the site closes after the driver (after-hooks run last registered first)
  setUpSiteForFile(import.meta.filename, { onOpen: (opened) => void (site = opened) });
  beforeAll(async () => {
    driver = await launch(VIEWPORTS.mobile);
  });
  afterAll(async () => {
    await driver?.close();
  });

  it('walks every member screen after a login through the form: each shown, no uncaught error, no failed request', async () => {
    const failedBefore = await failedResponses(site);
    await logInThroughForm(driver, site);
    expect(await walkMemberScreens(driver), driver.version).toEqual([]);
    expect(await whatWentWrong(driver, site, failedBefore), driver.version).toEqual({ uncaught: [], failedRequests: [] });
  });

  it.runIf(moneyFlows)('checks in, deposits by slip and withdraws the whole credit', async () => {
    const failedBefore = await failedResponses(site);
    // check-in: the dashboard's daily dialog
    await inPage(driver, "walk.tapTo('/auth/dashboard');");
    await press(driver, thMemberArea.checkIn.submit);
    await waitInPage(
      driver,
      'document.body.innerText.includes(args[0])',
      'the check-in notice',
      thMemberArea.checkIn.done('').split(' ')[0],
    );

    // deposit: a slip the mock's bank minted, pasted as its QR data
    const slip = await site.control.mintSlip({ params: { username: demo.username }, body: { amount: 420.5 } });
    if (slip.status !== 200) throw new Error(`the mock's bank minted no slip: ${slip.status}`);
    await inPage(driver, "walk.tapTo('/auth/deposit/slip');");
    await press(driver, thMemberArea.slip.noPhoto);
    await typeInto(driver, thMemberArea.slip.orQr, slip.body.qrPayload);
    await press(driver, thMemberArea.slip.verify);
    await press(driver, thMemberArea.slip.confirm);
    await waitInPage(driver, 'document.querySelector(\'[data-testid="slip-done"]\')', 'the deposit request');

    // withdraw: the whole credit to the registered account
    await inPage(driver, "walk.tapTo('/auth/withdraw');");
    await press(driver, thMemberArea.withdraw.withdrawAll);
    await waitInPage(
      driver,
      '(document.querySelector(\'[data-testid="withdraw-pending"]\') || {}).childElementCount > 0',
      'the pending withdrawal',
    );

    expect(await whatWentWrong(driver, site, failedBefore), driver.version).toEqual({ uncaught: [], failedRequests: [] });
  });
});
