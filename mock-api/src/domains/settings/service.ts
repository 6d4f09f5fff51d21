import { MAINTENANCE_STATUS } from '@site/contract/rules';
import { brandContent } from '../../content/brands';
import { DEFAULT_PROMOTION } from '../../state/seed';
import type { World } from '../../state/world';
import type { PromotionSetting } from '../../state/types';
import { messages } from '../../lib/messages';

export function websiteStatus(world: World) {
  return world.data.websiteStatus === MAINTENANCE_STATUS
    ? { websiteStatus: MAINTENANCE_STATUS, message: messages.maintenance }
    : { websiteStatus: world.data.websiteStatus };
}

export function globalSettings(world: World) {
  const brand = brandContent(world.data.brand);
  const lineUrl = (id: string) => `https://line.me/R/ti/p/${encodeURIComponent(id)}`;
  const promotion = publishedPromotion(world);
  return {
    brand: brand.rule.id,
    siteName: brand.rule.nameTh,
    line: {
      line1: { id: brand.line1, url: lineUrl(brand.line1) },
      line2: { id: brand.line2, url: lineUrl(brand.line2) },
    },
    operation: websiteStatus(world),
    specialHosts: siteSpecialHosts(world),
    providers: {
      liveScoreUrl: '/mock-cdn/providers/live-score.html',
      standingsUrl: '/mock-cdn/providers/standings.html',
      movieUrl: '/mock-cdn/providers/movies.html',
      chatWidgetUrl: brand.chatWidget ? '/mock-cdn/chat/widget.js' : null,
    },
    ...(promotion === null ? {} : { promotion }),
  };
}

/** The special hosts of the namespace: QA's list (control API) or the brand's own. */
export function siteSpecialHosts(world: World): string[] {
  return [...(world.data.site.specialHosts ?? brandContent(world.data.brand).specialHosts)];
}

/** The promotion /api/setting publishes, or null for none: QA's choice or the brand's own. */
export function publishedPromotion(world: World): PromotionSetting | null {
  const chosen = world.data.site.promotion;
  if (chosen === 'none') return null;
  if (chosen !== null) return { ...chosen };
  // the andaman brand publishes no public promotion, so the page's empty state is reachable
  return world.data.brand === 'andaman' ? null : { ...DEFAULT_PROMOTION };
}
