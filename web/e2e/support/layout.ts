import { type Page } from 'playwright-core';

/**
 * Lets a function with inner named functions run in the page: transpilers that keep function
 * names wrap them in __name(), which the page lacks. Call before such a page.evaluate.
 */
export function allowNamedFunctions(page: Page): Promise<unknown> {
  return page.evaluate('window.__name = window.__name || ((fn) => fn)');
}

/** What a screen shows until it has settled: a loading state, or a section still waiting for its frame (AfterFirstPaint). */
const UNSETTLED = '.state--loading, .after-first-paint';

/** Waits until nothing on the screen is still loading or waiting for its frame (`also`: more selectors to wait out). */
export function screenSettled(page: Page, also = ''): Promise<unknown> {
  const selector = also ? `${UNSETTLED}, ${also}` : UNSETTLED;
  return page.waitForFunction((unsettled) => document.querySelectorAll(unsettled).length === 0, selector);
}

/**
 * What a member would see wrong on a screen, whatever its data: one line per problem, empty when
 * none. Run inside the page after the screen has loaded, at the current viewport:
 * - the page scrolls sideways;
 * - a control (link, button, field) or a result (`[data-result]`) lies under a fixed element that
 *   is not part of it, sampled across the control (left, middle, right) at the top and at the end
 *   of the page; a bar along the viewport's bottom edge counts at the end only, where pages keep
 *   room for it (at the top the page continues below it);
 * - text a member reads (a word of the page's content) under a floating fixed element (a round
 *   chat button, not a bar), at the top and at the end of the page: where the page rests;
 * - grid or flex items that overlap each other, or items that spill out of their card;
 * - provider or log codes shown raw (JK, AC, SG, XE, af, wl, LEVEL n), emoji used as icons.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await allowNamedFunctions(page);
  const sample = async (where: 'top' | 'end') => {
    await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight), where);
    await page.evaluate(settledAfterScroll);
    problems.push(...(await page.evaluate(coveredControls, where)));
    problems.push(...(await page.evaluate(coveredText, where)));
  };
  await sample('end');
  await sample('top');
  problems.push(...(await page.evaluate(staticProblems)));
  return [...new Set(problems)];
}

/* The functions below run in the page: they may use only what they declare. */

/** Resolves once what follows a scroll has run: the next two frames, then any transition it started. */
async function settledAfterScroll(): Promise<void> {
  for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
  await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
}

function coveredControls(where: 'top' | 'end'): string[] {
  const describe = (element: Element) => {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${element.tagName.toLowerCase()}${text ? ` "${text}"` : ''}`;
  };
  const fixedAncestor = (element: Element | null): Element | null => {
    for (let node = element; node && node !== document.documentElement; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === 'fixed') return node;
    }
    return null;
  };
  const stickyAncestor = (element: Element | null): Element | null => {
    for (let node = element; node && node !== document.documentElement; node = node.parentElement) {
      if (getComputedStyle(node).position === 'sticky') return node;
    }
    return null;
  };
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const isBottomBar = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.bottom >= height - 1 && rect.width >= width * 0.9;
  };
  const problems: string[] = [];
  if (document.querySelector('dialog[open]')) return problems;
  // Content scrolled under a sticky header is hidden by design, not covered: skip that band.
  const stickyBands = [...document.querySelectorAll('header, nav, [class*="sticky"]')]
    .filter((element) => getComputedStyle(element).position === 'sticky')
    .map((element) => element.getBoundingClientRect());
  const underStickyBand = (x: number, y: number) =>
    stickyBands.some((band) => x >= band.left && x <= band.right && y >= band.top && y <= band.bottom);
  const controls = document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, [data-result]');
  for (const control of controls) {
    if (fixedAncestor(control) || stickyAncestor(control)) continue;
    const rect = control.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const y = rect.top + rect.height / 2;
    if (y < 0 || y >= height) continue;
    for (const x of [rect.left + 2, rect.left + rect.width / 2, rect.right - 2]) {
      if (x < 0 || x >= width) continue;
      const top = document.elementFromPoint(x, y);
      if (!top || control.contains(top) || top.contains(control) || underStickyBand(x, y)) continue;
      // Content scrolled under the sticky header is hidden by design, not covered.
      if (stickyAncestor(top) && !fixedAncestor(top)) continue;
      const cover = fixedAncestor(top);
      if (!cover || cover.closest('.Toastify')) continue;
      if (where === 'top' && isBottomBar(cover)) continue;
      problems.push(`${describe(control)} is under the fixed ${describe(cover)} at the ${where} of the page`);
      break;
    }
  }
  return problems;
}

function coveredText(where: 'top' | 'end'): string[] {
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const problems: string[] = [];
  if (document.querySelector('dialog[open]')) return problems;
  // Floating fixed elements: fixed, narrower than a bar, neither a toast nor inside a bar.
  const floating = [...document.querySelectorAll('body *')].filter((element) => {
    if (getComputedStyle(element).position !== 'fixed' || element.closest('.Toastify')) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && rect.width < width * 0.5 && rect.bottom > 0 && rect.top < height;
  });
  if (floating.length === 0) return problems;
  // Fixed and sticky elements once, not per text: what lies in them moves with them.
  const pinned = new Set(
    [...document.querySelectorAll('body *')].filter((element) => /^(fixed|sticky)$/.test(getComputedStyle(element).position)),
  );
  const inPinned = (element: Element) => {
    for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement)
      if (pinned.has(node)) return true;
    return false;
  };
  for (const cover of floating) {
    const box = cover.getBoundingClientRect();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !text.trim() || cover.contains(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const under = [...range.getClientRects()].find(
        (line) =>
          line.width > 0 &&
          line.right > box.left + 1 &&
          line.left < box.right - 1 &&
          line.bottom > box.top + 1 &&
          line.top < box.bottom - 1,
      );
      if (!under || parent.closest('.Toastify, script, style, [aria-hidden="true"]') || inPinned(parent)) continue;
      // Drawn under the cover, not beside it: the cover is what the member sees at that point.
      const x = Math.max(under.left, box.left) + (Math.min(under.right, box.right) - Math.max(under.left, box.left)) / 2;
      const y = Math.max(under.top, box.top) + (Math.min(under.bottom, box.bottom) - Math.max(under.top, box.top)) / 2;
      const top = document.elementFromPoint(x, y);
      if (!top || !cover.contains(top)) continue;
      const label = (cover.getAttribute('aria-label') ?? cover.className.toString()).trim().slice(0, 40);
      problems.push(
        `text "${text.trim().replace(/\s+/g, ' ').slice(0, 30)}" is under the floating ${cover.tagName.toLowerCase()} "${label}" at the ${where} of the page`,
      );
      break;
    }
    // Pictures and frames a member looks at (a game's art, the score provider's table).
    for (const media of document.querySelectorAll('main img:not([alt=""]), main iframe, main video')) {
      const rect = media.getBoundingClientRect();
      const overlapX = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
      const overlapY = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
      if (overlapX <= 1 || overlapY <= 1) continue;
      const top = document.elementFromPoint(Math.max(rect.left, box.left) + overlapX / 2, Math.max(rect.top, box.top) + overlapY / 2);
      if (!top || !cover.contains(top)) continue;
      const name = media.getAttribute('alt') ?? media.getAttribute('title') ?? '';
      problems.push(
        `${media.tagName.toLowerCase()} "${name.slice(0, 30)}" is under the floating ${cover.tagName.toLowerCase()} at the ${where} of the page`,
      );
      break;
    }
  }
  return problems;
}

function staticProblems(): string[] {
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const cls = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/)[0]}` : '';
    return `${element.tagName.toLowerCase()}${cls}${text ? ` "${text}"` : ''}`;
  };
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1)
    problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${root.clientWidth} px`);

  const visible = (element: Element) => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return (
      rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && style.position !== 'absolute' && style.position !== 'fixed'
    );
  };
  // Grid and flex items that overlap their siblings.
  for (const container of document.querySelectorAll('main *')) {
    const display = getComputedStyle(container).display;
    if (!/(grid|flex)/.test(display)) continue;
    const items = [...container.children].filter(visible);
    if (items.length < 2 || items.length > 60) continue;
    const rects = items.map((item) => item.getBoundingClientRect());
    outer: for (let i = 0; i < rects.length; i += 1) {
      for (let j = i + 1; j < rects.length; j += 1) {
        const a = rects[i] as DOMRect;
        const b = rects[j] as DOMRect;
        const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (overlapX > 2 && overlapY > 2) {
          problems.push(`${describe(items[i] as Element)} and ${describe(items[j] as Element)} overlap in ${describe(container)}`);
          break outer;
        }
      }
    }
  }
  /** Inside an element that clips what overflows it (that element is checked itself). */
  const clippedWithin = (item: Element, card: Element) => {
    for (let parent = item.parentElement; parent !== null && parent !== card; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== 'visible') return true;
    }
    return false;
  };
  // Items that spill out of their card.
  for (const card of document.querySelectorAll('main .card')) {
    const box = card.getBoundingClientRect();
    for (const item of card.querySelectorAll('*')) {
      if (!visible(item) || item.closest('[class*="scroll"], table, .table-wrap') || clippedWithin(item, card)) continue;
      const rect = item.getBoundingClientRect();
      if (rect.right > box.right + 1 || rect.left < box.left - 1) {
        problems.push(`${describe(item)} spills out of its card ${describe(card)}`);
        break;
      }
    }
  }
  // Raw codes and emoji icons, in the text a member reads.
  const text = document.body.innerText;
  for (const [pattern, what] of [
    [/(^|[^A-Za-z0-9-])(JK|AC|SG|XE)(?![A-Za-z0-9])/, 'a raw provider code'],
    [/(^|[^A-Za-z])(af|wl)(?=[\s():]|$)/, 'a raw affiliate log code'],
    [/LEVEL\s*\d/i, 'a raw level code'],
    [/\p{Extended_Pictographic}/u, 'an emoji'],
  ] as const) {
    const match = pattern.exec(text);
    if (match) problems.push(`${what} in the text: "${text.slice(Math.max(0, match.index - 20), match.index + 20).replace(/\s+/g, ' ')}"`);
  }
  return problems;
}
