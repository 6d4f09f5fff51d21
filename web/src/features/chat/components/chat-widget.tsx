import { useEffect, useRef } from 'react';
import { type CurrentUser } from '@/lib/session';

/**
 * The widget's handshake (decision 032): after its script loads, the host posts the member to
 * the page's own origin; on logout it posts a clear. Same-origin postMessage keeps the host free
 * of the vendor's globals and works under a strict CSP.
 */
export const CHAT_WIDGET_MESSAGES = { member: 'mock-chat:member', clear: 'mock-chat:clear' } as const;

const SCRIPT_ID = 'member-chat-widget';

/** The profile fields the widget is fed (spec 1: "fed the member profile"). */
function widgetProfile(user: CurrentUser) {
  return { uuid: user.uuid, name: user.name, username: user.user_pass.username, phone: user.phone, level: user.level };
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
    profileRef.current = { uuid, name, username, phone, level };
    if (loadedRef.current) window.postMessage({ type: CHAT_WIDGET_MESSAGES.member, profile: profileRef.current }, window.location.origin);
  }, [uuid, name, username, phone, level]);

  useEffect(() => {
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = scriptUrl;
    script.async = true;
    const onLoad = () => {
      loadedRef.current = true;
      window.postMessage({ type: CHAT_WIDGET_MESSAGES.member, profile: profileRef.current }, window.location.origin);
    };
    script.addEventListener('load', onLoad);
    document.body.append(script);
    return () => {
      loadedRef.current = false;
      script.removeEventListener('load', onLoad);
      window.postMessage({ type: CHAT_WIDGET_MESSAGES.clear }, window.location.origin);
      script.remove();
    };
  }, [scriptUrl]);

  return null;
}
