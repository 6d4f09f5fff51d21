/** The `platform` header of spec 7: AND, IOS or DSK, from the user agent. */
export type ClientPlatform = 'AND' | 'IOS' | 'DSK';

export function platformFromUserAgent(userAgent: string, maxTouchPoints = 0): ClientPlatform {
  if (/android/i.test(userAgent)) return 'AND';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'IOS';
  // iPadOS 13+ reports a desktop Safari user agent; touch points give it away.
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'IOS';
  return 'DSK';
}

/** This browser's platform for spec 7's header. */
export function currentPlatform(): ClientPlatform {
  let touchPoints = 0;
  // Safari 13+ (before it there was no iPadOS to tell apart).
  if ('maxTouchPoints' in navigator) touchPoints = navigator.maxTouchPoints;
  return platformFromUserAgent(navigator.userAgent, touchPoints);
}
