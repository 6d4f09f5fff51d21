import { useEffect, useRef } from 'react';
import { th } from '@/i18n/th';

/** What a member taps or reads as a result: the floating link must never lie on one. */
const CONTROLS = ':is(a[href], button, input:not([type="hidden"]), select, textarea, [data-result])';
/** Only the page's own content scrolls under the link; the sticky top bar has its own place. */
const UNDER_THE_LINK = `#main ${CONTROLS}, .site-footer ${CONTROLS}`;
const GAP_PX = 8;

/**
 * Moves the link up the right edge, just above the controls it would lie on where it is now,
 * and back to its corner once the corner is free. Where no free place is left between the top
 * bar and the corner, it stays in the corner: the member can scroll what it covers free.
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
  const inColumn = [...document.querySelectorAll(UNDER_THE_LINK)]
    // A section not drawn until it comes near the screen (content-visibility) is far from the
    // link; measuring its controls would lay it out (decision 188).
    .filter((control) => control.checkVisibility?.({ contentVisibilityAuto: true }) !== false)
    .map((control) => control.getBoundingClientRect())
    .filter((rect) => rect.width > 0 && rect.height > 0 && rect.right > corner.left - GAP_PX && rect.left < corner.right + GAP_PX);
  let bottom = corner.bottom;
  for (let moved = true; moved;) {
    moved = false;
    for (const rect of inColumn) {
      if (rect.top < bottom + GAP_PX && rect.bottom > bottom - corner.height - GAP_PX) {
        bottom = rect.top - GAP_PX;
        moved = true;
      }
    }
  }
  if (bottom === corner.bottom || bottom - corner.height < topBar + GAP_PX) link.style.removeProperty('transform');
  else link.style.setProperty('transform', `translateY(${bottom - corner.bottom}px)`);
}

/** The floating chat-app link of public pages (spec 1), placed where it covers nothing. */
export function FloatingChat({ chatUrl }: { chatUrl: string }) {
  const linkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const link = linkRef.current;
    if (!link) return;
    let frame = 0;
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    // Once a frame, just after it is drawn: the layout is fresh then, so measuring forces none.
    const schedule = () => {
      if (frame !== 0 || afterFrame !== undefined) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        afterFrame = setTimeout(() => ((afterFrame = undefined), keepClear(link)));
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
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
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
