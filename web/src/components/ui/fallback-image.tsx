import { type ImgHTMLAttributes, useState } from 'react';

export const NOT_FOUND_IMAGE = '/not-found-image.svg';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> & {
  src: string | undefined;
  alt: string;
  /** Width and height are required so the layout does not jump while images load. */
  width: number;
  height: number;
  /** Above-the-fold images (logo) load eagerly; everything else lazily. */
  eager?: boolean;
};

/** An image that shows the not-found placeholder when its source fails (spec 2). */
export function FallbackImage({ src, alt, width, height, eager = false, ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <img
      {...rest}
      src={broken ? NOT_FOUND_IMAGE : src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      data-fallback={broken ? 'true' : undefined}
      onError={() => {
        if (src) setFailedSrc(src);
      }}
    />
  );
}
