import { resolveApiUrl } from '@/lib/url-format';
import { th } from '@/i18n/th';

/**
 * An external provider page in a frame of a fixed height (spec 2: live scores 2500 px, standings
 * 520 px). The URL comes from the API: one that fails the format check is not framed (decision 081).
 */
export function ProviderFrame({ src, title, height }: { src: string; title: string; height: number }) {
  const url = resolveApiUrl(src);
  if (!url) {
    return (
      <p className="card form__error" role="alert" data-testid="invalid-url">
        {th.errors.invalidUrl}
      </p>
    );
  }
  return (
    <iframe
      className="provider-frame"
      src={url}
      title={title}
      height={height}
      width="100%"
      loading="lazy"
      referrerPolicy="no-referrer"
      sandbox="allow-scripts allow-same-origin allow-popups"
    />
  );
}
