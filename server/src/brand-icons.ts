import { Resvg } from '@resvg/resvg-js';
import { gatewayMessages } from './messages';

/** The icons a brand's web app manifest and pages name (docs/design/web-app.md#installable), by URL path. */
export const ICON_FILES = {
  '/icons/icon-192.png': { size: 192, inset: 0.1, purpose: 'any' },
  '/icons/icon-512.png': { size: 512, inset: 0.1, purpose: 'any' },
  // Maskable: the logo stays inside the central circle of 80 % that every mask keeps.
  '/icons/maskable-192.png': { size: 192, inset: 0.22, purpose: 'maskable' },
  '/icons/maskable-512.png': { size: 512, inset: 0.22, purpose: 'maskable' },
  // iOS draws its own rounded corners on a full square, no transparency.
  '/icons/apple-touch-icon.png': { size: 180, inset: 0.15, purpose: 'apple' },
  '/favicon.ico': { size: 32, inset: 0.06, purpose: 'favicon' },
} as const;
export type IconPath = keyof typeof ICON_FILES;

/** A logo as the brand's configuration points to it: its bytes and media type. */
export type LogoImage = { body: Buffer; contentType: string };

const RASTER_OR_SVG = /^image\/(?:svg\+xml|png|jpeg|webp|gif)$/;

/**
 * One icon as SVG: the brand's primary colour as a full square, the logo centred inside `inset`
 * of each side (kept in proportion). Without a usable logo, a white disc stands in for it.
 */
export function iconSvg(size: number, inset: number, primary: string, logo: LogoImage | undefined): string {
  const margin = Math.round(size * inset);
  const inner = size - 2 * margin;
  const mark =
    logo !== undefined && RASTER_OR_SVG.test(logo.contentType)
      ? `<image x="${margin}" y="${margin}" width="${inner}" height="${inner}" preserveAspectRatio="xMidYMid meet" href="data:${logo.contentType};base64,${logo.body.toString('base64')}"/>`
      : `<circle cx="${size / 2}" cy="${size / 2}" r="${inner / 3}" fill="#ffffff"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${primary}"/>${mark}</svg>`;
}

/** An SVG rendered to a PNG of `size` px square. */
export function renderPng(svg: string, size: number): Buffer {
  // System fonts, so a logo with text keeps it (rendered once per brand and size, then kept).
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

/** A .ico holding one PNG (read by every browser of spec 9 and by IE since Windows Vista). */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(header.length, 18); // image offset
  return Buffer.concat([header, png]);
}

/** The file at `path` for a brand: PNG, or for /favicon.ico the ICO around one. */
export function brandIcon(path: IconPath, primary: string, logo: LogoImage | undefined): Buffer {
  const { size, inset } = ICON_FILES[path];
  const png = renderPng(iconSvg(size, inset, primary, logo), size);
  return path === '/favicon.ico' ? icoFromPng(png, size) : png;
}

export type ManifestBrand = { siteName: string; primary: string };

/** The brand's web app manifest (docs/design/web-app.md#installable). */
export function webAppManifest(brand: ManifestBrand): Record<string, unknown> {
  const name = brand.siteName.trim() === '' ? gatewayMessages.defaultSiteName : brand.siteName.trim();
  return {
    id: '/',
    name,
    // Launchers cut names longer than about 12 characters.
    short_name: [...name].length <= 12 ? name : [...name].slice(0, 12).join(''),
    lang: 'th',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: brand.primary,
    background_color: brand.primary,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
