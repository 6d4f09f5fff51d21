import { useEffect, useRef } from 'react';
import { th } from '@/i18n/th';
import { afterNextPaint } from '@/lib/when-idle';
import './floating-chat.css';

/** What a member taps or reads as a result: the floating link must never lie on one. */
const CONTROLS = ':is(a[href], button, input:not([type="hidden"]), select, textarea, [data-result])';
/** Pictures and frames a member looks at: a game's art, the score provider's table. */
const MEDIA = ':is(img:not([alt=""]), iframe, video)';
/** Only the page's own content scrolls under the link; the sticky top bar has its own place. */
const CONTENT = ['#main', '.site-footer'];
const GAP_PX = 8;

/**
 * The boxes in the link's column of what a member taps, reads or looks at: controls, media, and
 * each line of text, on the screen. A part of the page off the screen or beside the column is
 * skipped whole, and so is a section not drawn until it comes near the screen
 * (content-visibility): measuring it would lay it out (docs/design/first-paint.md#what-waits-for-the-first-paint).
 */
function occupiedInColumn(left: number, right: number): DOMRect[] {
  const besideColumn = (rect: DOMRect) => rect.right <= left - GAP_PX || rect.left >= right + GAP_PX;
  const offScreen = (rect: DOMRect) => rect.bottom <= 0 || rect.top >= window.innerHeight;
  const inColumn = (rect: DOMRect) => rect.width > 0 && rect.height > 0 && !besideColumn(rect) && !offScreen(rect);
  const boxes: DOMRect[] = [];
  const range = document.createRange();
  for (const root of CONTENT.flatMap((selector) => [...document.querySelectorAll(selector)])) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, (node) => {
      if (node instanceof Element) {
        const box = node.getBoundingClientRect();
        if (besideColumn(box) || offScreen(box)) return NodeFilter.FILTER_REJECT;
        if (node.checkVisibility?.({ contentVisibilityAuto: true }) === false) return NodeFilter.FILTER_REJECT;
        return node.matches(`${CONTROLS}, ${MEDIA}`) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
      }
      return node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        const rect = node.getBoundingClientRect();
        if (inColumn(rect)) boxes.push(rect);
        continue;
      }
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) if (inColumn(line)) boxes.push(line);
    }
  }
  return boxes;
}

/**
 * Moves the link up the right edge, just above what it would lie on where it is now, and back to
 * its corner once the corner is free. Where no free place is left between the top bar and the
 * corner, it steps aside (hidden) until the member scrolls to one: the page's end keeps room for
 * it, and the top bar's menu has the same contact.
 */
function keepClear(link: HTMLElement): void {
  // The corner from layout, not from the box on screen, which a running glide has moved.
  const corner = {
    left: link.offsetLeft,
    right: link.offsetLeft + link.offsetWidth,
    bottom: link.offsetTop + link.offsetHeight,
    height: link.offsetHeight,
  };
  const topBar = document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0;
  const occupied = occupiedInColumn(corner.left, corner.right);
  let bottom = corner.bottom;
  for (let moved = true; moved;) {
    moved = false;
    for (const rect of occupied) {
      if (rect.top < bottom + GAP_PX && rect.bottom > bottom - corner.height - GAP_PX) {
        bottom = rect.top - GAP_PX;
        moved = true;
      }
    }
  }
  const noPlace = bottom - corner.height < topBar + GAP_PX;
  link.classList.toggle('floating-chat--aside', noPlace);
  if (bottom === corner.bottom || noPlace) link.style.removeProperty('transform');
  else link.style.setProperty('transform', `translateY(${bottom - corner.bottom}px)`);
}

/** The floating chat-app link of public pages (spec 1), placed where it covers nothing. */
export function FloatingChat({ chatUrl }: { chatUrl: string }) {
  const linkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const link = linkRef.current;
    if (!link) return;
    let cancel: (() => void) | undefined;
    // Once a frame, just after it is drawn: the layout is fresh then, so measuring forces none.
    const schedule = () => {
      cancel ??= afterNextPaint(() => {
        cancel = undefined;
        keepClear(link);
      });
    };
    schedule();
    // Content that appears or changes (the screen, a section after the first paint, the footer, a
    // field's note), and scrolling. The page, not `main`: the screen's arrival replaces `main`.
    const contentChanges = new MutationObserver(schedule);
    if (link.parentElement) contentChanges.observe(link.parentElement, { childList: true, characterData: true, subtree: true });
    addEventListener('scroll', schedule, { passive: true });
    addEventListener('resize', schedule);
    return () => {
      cancel?.();
      contentChanges.disconnect();
      removeEventListener('scroll', schedule);
      removeEventListener('resize', schedule);
    };
  }, []);

  return (
    <a ref={linkRef} className="floating-chat" href={chatUrl} target="_blank" rel="noopener noreferrer" aria-label={th.nav.floatingChat}>
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 3C6.5 3 2 6.6 2 11c0 2.5 1.4 4.7 3.7 6.2L5 21l4.1-2.3c.9.2 1.9.3 2.9.3 5.5 0 10-3.6 10-8s-4.5-8-10-8z"
        />
      </svg>
    </a>
  );
}
