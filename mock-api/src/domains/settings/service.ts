import { MAINTENANCE_STATUS } from '@site/contract/rules';
import { DEFAULT_PROMOTION } from '../../state/seed';
import type { NamespaceState } from '../../state/namespace-state';
import type { PromotionSetting } from '../../state/types';
import { messages } from '../../lib/messages';

export function websiteStatus(state: NamespaceState) {
  return state.data.websiteStatus === MAINTENANCE_STATUS
    ? { websiteStatus: MAINTENANCE_STATUS, message: messages.maintenance }
    : { websiteStatus: state.data.websiteStatus };
}

export function globalSettings(state: NamespaceState) {
  const brand = state.brand;
  const lineUrl = (id: string) => `https://line.me/R/ti/p/${encodeURIComponent(id)}`;
  const promotion = publishedPromotion(state);
  return {
    brand: brand.id,
    siteName: brand.nameTh,
    look: { colors: { ...brand.colors }, bottomBarShortcut: brand.bottomBarShortcut },
    line: {
      line1: { id: brand.line.main, url: lineUrl(brand.line.main) },
      line2: { id: brand.line.backup, url: lineUrl(brand.line.backup) },
    },
    operation: websiteStatus(state),
    specialHosts: siteSpecialHosts(state),
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
export function siteSpecialHosts(state: NamespaceState): string[] {
  return [...(state.data.site.specialHosts ?? state.brand.specialHosts)];
}

/** The promotion /api/setting publishes, or null for none: QA's choice or the brand's own. */
export function publishedPromotion(state: NamespaceState): PromotionSetting | null {
  const chosen = state.data.site.promotion;
  if (chosen === 'none') return null;
  if (chosen !== null) return { ...chosen };
  // a brand without a public promotion (andaman) makes the page's empty state reachable
  return state.brand.publicPromotion ? { ...DEFAULT_PROMOTION } : null;
}
