import { useEffect } from 'react';
import { CHAT_WIDGET_TOAST_MS } from '@site/contract/rules';
import { type CurrentUser } from '@/lib/session';

/** What the host page hands the chat widget (docs/decisions/033-chat-widget-handshake.md). */
export interface ChatWidgetConfig {
  profile: { uuid: string; name: string; username: string; phone: string; level: number };
  toastMs: number;
}

declare global {
  interface Window {
    memberSiteChat?: ChatWidgetConfig & { update?: (config: ChatWidgetConfig) => void };
  }
}

const SCRIPT_ID = 'member-chat-widget';

/**
 * The live-chat widget, only for members (spec 6). The configuration goes on
 * `window.memberSiteChat` before the script loads; a widget already running is told about a
 * new profile through its `update` hook. Logging out removes the script and the config.
 */
export function ChatWidget({ scriptUrl, profile }: { scriptUrl: string; profile: CurrentUser }) {
  const { uuid, name, phone, level } = profile;
  const username = profile.user_pass.username;

  useEffect(() => {
    const config: ChatWidgetConfig = { profile: { uuid, name, username, phone, level }, toastMs: CHAT_WIDGET_TOAST_MS };
    const running = window.memberSiteChat?.update;
    window.memberSiteChat = { ...window.memberSiteChat, ...config };
    running?.(config);
  }, [uuid, name, username, phone, level]);

  useEffect(() => {
    if (document.getElementById(SCRIPT_ID)) return undefined;
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = scriptUrl;
    script.async = true;
    document.body.append(script);
    return () => {
      script.remove();
      document.querySelectorAll('[data-chat-widget]').forEach((node) => node.remove());
      delete window.memberSiteChat;
    };
  }, [scriptUrl]);

  return null;
}
