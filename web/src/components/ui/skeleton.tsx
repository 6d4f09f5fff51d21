/**
 * A bar standing in for a value or a line of text while it loads: a line's height, so the text
 * that replaces it takes the same room and nothing below moves (Lighthouse's layout shift).
 */
export function SkeletonText({ width = '5em' }: { width?: string }) {
  return (
    <span className="skeleton" style={{ width }} aria-hidden="true">
      {'\u00a0'}
    </span>
  );
}
