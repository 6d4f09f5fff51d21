import { MAINTENANCE_STATUS } from '@site/contract/rules';
import { brandContent } from '../../content/brands';
import { DEFAULT_PROMOTION } from '../../state/seed';
import type { World } from '../../state/world';
import { messages } from '../../lib/messages';

export function websiteStatus(world: World) {
  return world.data.websiteStatus === MAINTENANCE_STATUS
    ? { websiteStatus: MAINTENANCE_STATUS, message: messages.maintenance }
    : { websiteStatus: world.data.websiteStatus };
}

export function globalSettings(world: World) {
  const brand = brandContent(world.data.brand);
  const lineUrl = (id: string) => `https://line.me/R/ti/p/${encodeURIComponent(id)}`;
  return {
    brand: brand.rule.id,
    siteName: brand.rule.nameTh,
    line: {
      line1: { id: brand.line1, url: lineUrl(brand.line1) },
      line2: { id: brand.line2, url: lineUrl(brand.line2) },
    },
    operation: websiteStatus(world),
    specialHosts: brand.specialHosts,
    providers: {
      liveScoreUrl: '/mock-cdn/providers/live-score.html',
      standingsUrl: '/mock-cdn/providers/standings.html',
      movieUrl: '/mock-cdn/providers/movies.html',
      chatWidgetUrl: brand.chatWidget ? '/mock-cdn/chat/widget.js' : null,
    },
    // the andaman brand publishes no public promotion, so the page's empty state is reachable
    ...(brand.rule.id === 'andaman' ? {} : { promotion: { ...DEFAULT_PROMOTION } }),
  };
}
