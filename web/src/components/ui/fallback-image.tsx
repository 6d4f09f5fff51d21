import { type ImgHTMLAttributes, useState } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';
import { useAfterFirstPaint } from './after-first-paint';

export const NOT_FOUND_IMAGE = '/not-found-image.svg';
/** A transparent pixel: a picture waiting to come near the screen shows its empty box, not its alt text. */
const WAITING_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> & {
  src: string | undefined;
  alt: string;
  /** Width and height are required so the layout does not jump while images load. */
  width: number;
  height: number;
  /**
   * Pictures of the first screen (logo, banners) load at once; every other one only when it
   * comes near the screen (until then it keeps its size and alt text, drawn empty, `data-waiting`).
   * `after-first-paint`: once the first screen has painted, wherever it is (the next banner of a
   * row that scrolls sideways, which the member reaches in a moment but does not see first).
   */
  eager?: boolean | 'after-first-paint';
};

/** An image that shows the not-found placeholder when its source fails (spec 2). */
export function FallbackImage({ src, alt, width, height, eager = false, ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [ref, nearViewport] = useNearViewport(eager === false);
  const painted = useAfterFirstPaint(eager === 'after-first-paint');
  const near = nearViewport && painted;
  const broken = !src || failedSrc === src;
  return (
    <img
      {...rest}
      ref={ref}
      src={broken ? NOT_FOUND_IMAGE : near ? src : WAITING_IMAGE}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      data-fallback={broken ? 'true' : undefined}
      data-waiting={broken || near ? undefined : 'true'}
      onError={() => {
        if (src) setFailedSrc(src);
      }}
    />
  );
}
