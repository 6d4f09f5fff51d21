/** An external provider page in a frame of a fixed height (spec 2: live scores 2500 px, standings 520 px). */
export function ProviderFrame({ src, title, height }: { src: string; title: string; height: number }) {
  return (
    <iframe
      className="provider-frame"
      src={src}
      title={title}
      height={height}
      width="100%"
      loading="lazy"
      referrerPolicy="no-referrer"
      sandbox="allow-scripts allow-same-origin allow-popups"
    />
  );
}
