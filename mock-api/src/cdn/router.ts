import type { FastifyInstance } from 'fastify';
import { BRANDS, LEVELS } from '@site/contract/rules';
import { brandContent } from '../content/brands';
import { configArtwork } from '../content/config-art';
import { ApiError, messages } from '../lib/api-error';
import { artwork } from './svg';

const SVG_TYPE = 'image/svg+xml; charset=utf-8';
/** Artwork never changes for a given URL. */
const CACHE = 'public, max-age=86400';

/** Fake third-party content: brand images, level badges, game art, provider pages, widgets. */
export async function cdnRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { brand: string; file: string } }>('/mock-cdn/brands/:brand/:file', async (request, reply) => {
    const { brand, file } = request.params;
    const key = file.replace(/\.svg$/, '');
    const spec = BRANDS.some((b) => b.id === brand) && file.endsWith('.svg') ? configArtwork(brandContent(brand), key) : null;
    if (!spec) throw new ApiError(404, messages.notFound, 'ASSET_NOT_FOUND');
    return reply.type(SVG_TYPE).header('cache-control', CACHE).send(artwork(spec));
  });

  app.get<{ Params: { file: string } }>('/mock-cdn/levels/:file', async (request, reply) => {
    const rule = LEVELS.find((l) => l.image === `/levels/${request.params.file}`);
    if (!rule) throw new ApiError(404, messages.notFound, 'ASSET_NOT_FOUND');
    const svg = artwork({ width: 200, height: 200, title: rule.nameTh, subtitle: `LEVEL ${rule.id}`, color: rule.color, accent: '#ffffff', variant: rule.id });
    return reply.type(SVG_TYPE).header('cache-control', CACHE).send(svg);
  });
}
