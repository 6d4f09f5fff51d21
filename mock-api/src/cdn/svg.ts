/** Generated artwork: every image the mock refers to is an SVG drawn from a label and colours. */

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export interface ArtworkSpec {
  width: number;
  height: number;
  title: string;
  subtitle?: string;
  color: string;
  accent: string;
  /** A decorative pattern, deterministic from this number. */
  variant?: number;
}

export function artwork(spec: ArtworkSpec): string {
  const { width, height, color, accent } = spec;
  const variant = spec.variant ?? 0;
  const fontSize = Math.max(14, Math.min(height / 4, (width / Math.max(spec.title.length, 4)) * 1.4));
  const circles = Array.from({ length: 6 }, (_, i) => {
    const cx = ((variant * 37 + i * 173) % 100) / 100;
    const cy = ((variant * 53 + i * 97) % 100) / 100;
    const r = ((variant + i * 31) % 20) / 100 + 0.05;
    return `<circle cx="${(cx * width).toFixed(0)}" cy="${(cy * height).toFixed(0)}" r="${(r * Math.min(width, height)).toFixed(0)}" fill="${accent}" opacity="0.15"/>`;
  }).join('');
  const subtitle = spec.subtitle
    ? `<text x="50%" y="${(height / 2 + fontSize * 0.9).toFixed(0)}" font-size="${(fontSize * 0.45).toFixed(0)}" fill="#ffffff" opacity="0.85" text-anchor="middle" font-family="Tahoma, 'Noto Sans Thai', sans-serif">${escapeXml(spec.subtitle)}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(spec.title)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#111111"/></linearGradient></defs>`,
    `<rect width="100%" height="100%" fill="url(#g)"/>`,
    circles,
    `<text x="50%" y="${(height / 2 + fontSize / 3).toFixed(0)}" font-size="${fontSize.toFixed(0)}" font-weight="bold" fill="${accent}" text-anchor="middle" font-family="Tahoma, 'Noto Sans Thai', sans-serif">${escapeXml(spec.title)}</text>`,
    subtitle,
    '</svg>',
  ].join('');
}
