import { useEffect, useRef } from 'react';
import { CHAT_WIDGET_TOAST_MS, levelRule } from '@site/contract/rules';
import { type CurrentUser } from '@/lib/session';
import { notifyError, notifyInfo } from '@/lib/toast';
import { resolveApiUrl } from '@/lib/url-format';
import { afterLoadWhenIdle } from '@/lib/when-idle';
import { th } from '@/i18n/th';
import '../chat.css';

/**
 * The widget's handshake (docs/design/web-app.md#chat-widget): after its script loads, the host posts the member to
 * the page's own origin; on logout it posts a clear. Same-origin postMessage keeps the host free
 * of the vendor's globals and works under a strict CSP.
 */
export const CHAT_WIDGET_MESSAGES = { member: 'mock-chat:member', clear: 'mock-chat:clear', notice: 'mock-chat:notice' } as const;

/** A widget notice longer than this is cut: it is a toast, not a chat transcript. */
const NOTICE_MAX_CHARS = 200;

/** The text of a widget notice posted to this page, or null for any other message. */
function widgetNotice(event: MessageEvent): string | null {
  if (event.origin !== window.location.origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data) || data.type !== CHAT_WIDGET_MESSAGES.notice) return null;
  if (!('text' in data) || typeof data.text !== 'string') return null;
  const text = data.text.trim();
  return text ? text.slice(0, NOTICE_MAX_CHARS) : null;
}

const SCRIPT_ID = 'member-chat-widget';
/** The element the widget draws its button and panel in. */
const WIDGET_ROOT = '[data-mock-chat]';
/** Room the member header keeps for it (app/member-area). */
const HEADER_SLOT = '.chat-slot';

/** The profile fields the widget is fed (spec 1: "fed the member profile"), the level by its name too. */
function widgetProfile(user: CurrentUser) {
  return {
    uuid: user.uuid,
    name: user.name,
    username: user.user_pass.username,
    phone: user.phone,
    level: user.level,
    levelName: levelRule(user.level).nameTh,
  };
}

/**
 * The widget draws itself at the end of the page as a fixed layer; it is moved into the header's
 * slot, so it scrolls and moves with the header (a banner above it, the page's end) and covers
 * nothing. Returns the observer's stop.
 */
function hostInHeader(): () => void {
  const move = () => {
    const root = document.querySelector(WIDGET_ROOT);
    const slot = document.querySelector(HEADER_SLOT);
    if (root && slot && root.parentElement !== slot) slot.append(root);
  };
  move();
  const observer = new MutationObserver(move);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

/**
 * The live-chat widget, only for members (spec 6): the script from settings is added while a
 * member is logged in, fed the profile, and cleared and removed when the member leaves.
 */
export function ChatWidget({ scriptUrl, profile }: { scriptUrl: string; profile: CurrentUser }) {
  const profileRef = useRef(widgetProfile(profile));
  const loadedRef = useRef(false);
  const { uuid, name, phone, level } = profile;
  const username = profile.user_pass.username;

  useEffect(() => {
    profileRef.current = { uuid, name, username, phone, level, levelName: levelRule(level).nameTh };
    if (loadedRef.current) window.postMessage({ type: CHAT_WIDGET_MESSAGES.member, profile: profileRef.current }, window.location.origin);
  }, [uuid, name, username, phone, level]);

  // Spec 9: the widget's notices reach the member as toasts that close after 5000 ms (docs/design/web-app.md#chat-widget).
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const text = widgetNotice(event);
      if (text) notifyInfo(text, CHAT_WIDGET_TOAST_MS);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    const url = resolveApiUrl(scriptUrl);
    if (!url) {
      // A script URL that fails the format check of spec 5 is never loaded (docs/design/web-app.md#url-check).
      notifyError(th.errors.invalidUrl);
      return;
    }
    const onLoad = () => {
      loadedRef.current = true;
      window.postMessage({ type: CHAT_WIDGET_MESSAGES.member, profile: profileRef.current }, window.location.origin);
    };
    // A third party's script: added once the page has loaded and is idle, so that neither its
    // download nor its run competes with the member's first screen. Its place in the header is
    // kept from the first frame (docs/design/web-app.md#chat-widget), so its arrival moves nothing.
    let script: HTMLScriptElement | undefined;
    const stopHosting = hostInHeader();
    const cancel = afterLoadWhenIdle(() => {
      script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.src = url;
      script.async = true;
      script.addEventListener('load', onLoad);
      document.body.append(script);
    });
    return () => {
      cancel();
      stopHosting();
      loadedRef.current = false;
      script?.removeEventListener('load', onLoad);
      window.postMessage({ type: CHAT_WIDGET_MESSAGES.clear }, window.location.origin);
      script?.remove();
    };
  }, [scriptUrl]);

  return null;
}
