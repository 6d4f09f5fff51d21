import { type RefObject, useEffect, useRef, useState } from 'react';
import { resolveApiUrl } from '@/lib/url-format';
import { th } from '@/i18n/th';
import '../score.css';

/** A reported height past this is refused: a framed page cannot make the member's page endless. */
export const MAX_REPORTED_HEIGHT_PX = 10_000;

/**
 * The height a framed page reports with `postMessage({ type: 'frame-height', height })`, from
 * that frame's window only and within bounds; `initial` until it reports.
 */
function useReportedHeight(frame: RefObject<HTMLIFrameElement | null>, initial: number, enabled: boolean): number {
  const [height, setHeight] = useState(initial);
  useEffect(() => {
    if (!enabled) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.source === null || event.source !== frame.current?.contentWindow) return;
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null || !('type' in data) || data.type !== 'frame-height' || !('height' in data)) return;
      const reported = data.height;
      if (typeof reported === 'number' && reported > 0 && reported <= MAX_REPORTED_HEIGHT_PX) setHeight(Math.ceil(reported));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, enabled]);
  return height;
}

/**
 * An external provider page in a frame, framed as a window of the site: a bar saying whose page
 * it is with a link to open it on its own, then the page, with a loading state over the box until it has
 * loaded. Spec 2 fixes the height of live scores (2500 px) and standings (520 px); a frame with
 * `fitContent` starts at `height` and then takes the height its page reports, so it shows the
 * whole page with no empty space (docs/design/web-app.md#member-screens). The URL comes from the
 * API: one that fails the format check is not framed (docs/design/web-app.md#url-check).
 */
export function ProviderFrame({
  src,
  title,
  height,
  fitContent = false,
}: {
  src: string;
  title: string;
  height: number;
  fitContent?: boolean;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const shownHeight = useReportedHeight(frame, height, fitContent);
  const [loaded, setLoaded] = useState(false);
  const url = resolveApiUrl(src);
  if (!url) {
    return (
      <p className="card form__error" role="alert" data-testid="invalid-url">
        {th.errors.invalidUrl}
      </p>
    );
  }
  return (
    <figure className="provider-window" aria-busy={!loaded}>
      <figcaption className="provider-window__bar">
        <span className="provider-window__title">{th.frames.source}</span>
        <a className="provider-window__open" href={url} target="_blank" rel="noopener noreferrer">
          {th.frames.openAlone}
        </a>
      </figcaption>
      <div className="provider-window__body">
        {loaded ? null : (
          <p className="provider-window__loading" role="status">
            <span className="spinner" aria-hidden="true" />
            {th.app.loading}
          </p>
        )}
        <iframe
          ref={frame}
          className="provider-frame"
          src={url}
          title={title}
          height={shownHeight}
          width="100%"
          loading="lazy"
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-popups"
          onLoad={() => setLoaded(true)}
        />
      </div>
    </figure>
  );
}
