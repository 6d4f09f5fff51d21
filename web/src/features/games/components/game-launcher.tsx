import { createContext, type ReactNode, use, useState } from 'react';
import { failureMessage } from '@/lib/http-errors';
import { formatBaht } from '@/lib/money';
import { type MemberRef } from '@/lib/member-keys';
import { currentPlatform } from '@/lib/platform';
import { resolveApiUrl } from '@/lib/url-format';
import { th } from '@/i18n/th';
import { notifyError, notifyInfo } from '@/lib/toast';
import { thMemberArea } from '@/i18n/th-member-area';
import { type OpenMode, readOpenMode, rememberOpenMode, useCashOut, useOpenGame } from '../api/games-queries';
import { type RecentGame, readRecentGames, rememberRecentGame } from '../recent-games';

const t = thMemberArea.games;

interface OpenedGame {
  name: string;
  url: string;
}

interface Launcher {
  open: (game: RecentGame) => void;
  openingId: string | null;
  /** The member's recently played games, newest first (kept in local storage). */
  recent: readonly RecentGame[];
}

function cashOutText(body: { message?: string | undefined; data: { settled: number } }): string {
  const moved = body.data.settled > 0 ? t.cashedOut(formatBaht(body.data.settled)) : t.nothingToCashOut;
  return `${body.message ? `${body.message} · ` : ''}${moved}`;
}

const LauncherContext = createContext<Launcher>({ open: () => undefined, openingId: null, recent: [] });

export function useGameLauncherContext(): Launcher {
  return use(LauncherContext);
}

/**
 * Opens games through `opengame` in a new tab or in a frame on the page (the member's choice,
 * remembered), and cashes out of open game sessions. The tab is opened on the click itself
 * (before the answer) so popup blockers allow it; it is pointed at the game when the URL comes.
 */
export function GameLauncher({ member, children }: { member: MemberRef; children: ReactNode }) {
  const openGame = useOpenGame();
  const cashOut = useCashOut(member);
  const [mode, setMode] = useState<OpenMode>(readOpenMode);
  const [opened, setOpened] = useState<OpenedGame | null>(null);
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [recent, setRecent] = useState(() => readRecentGames(member.uuid));

  const chooseMode = (next: OpenMode) => {
    setMode(next);
    rememberOpenMode(next);
  };

  const open = (game: RecentGame) => {
    let tab: Window | null = null;
    if (mode === 'tab') {
      tab = window.open('', '_blank');
      if (!tab) notifyInfo(t.popupBlocked);
    }
    setOpeningId(game.id);
    openGame.mutate(
      { body: { gameId: game.id, platform: currentPlatform() } },
      {
        onSuccess: (response) => {
          const checked = resolveApiUrl(response.body.data.url);
          if (!checked) {
            tab?.close();
            notifyError(th.errors.invalidUrl);
            return;
          }
          setRecent(rememberRecentGame(member.uuid, game));
          // Absolute, because the blank tab opened on the click resolves relative URLs itself.
          const url = new URL(checked, window.location.origin).href;
          if (tab) {
            tab.opener = null;
            tab.location.href = url;
          } else {
            setOpened({ name: game.name, url });
          }
        },
        onError: (error) => {
          tab?.close();
          notifyError(failureMessage(error));
        },
        onSettled: () => setOpeningId(null),
      },
    );
  };

  // Said once, beside the button (a status the screen reader reads), not again as a toast.
  const settle = () => cashOut.mutate({ body: {} });

  return (
    <LauncherContext value={{ open, openingId, recent }}>
      <section className="card stack span-2" aria-label={t.openIn}>
        <div className="toolbar">
          <fieldset className="segmented">
            <legend>{t.openIn}</legend>
            <label>
              <input type="radio" name="game-open-mode" checked={mode === 'tab'} onChange={() => chooseMode('tab')} />
              {t.newTab}
            </label>
            <label>
              <input type="radio" name="game-open-mode" checked={mode === 'frame'} onChange={() => chooseMode('frame')} />
              {t.inApp}
            </label>
          </fieldset>
          <button type="button" className="btn btn--secondary" onClick={settle} disabled={cashOut.isPending} data-testid="cash-out">
            {cashOut.isPending ? t.cashingOut : t.cashOut}
          </button>
        </div>
        {cashOut.data ? (
          <p className="muted" role="status" data-testid="cash-out-result">
            {cashOutText(cashOut.data.body)}
          </p>
        ) : null}
        {opened ? (
          <div className="game-frame" data-testid="game-frame">
            <div className="toolbar">
              <strong>{opened.name}</strong>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setOpened(null)}>
                {t.closeGame}
              </button>
            </div>
            <iframe src={opened.url} title={t.frameTitle(opened.name)} allow="fullscreen; autoplay" />
          </div>
        ) : null}
      </section>
      {children}
    </LauncherContext>
  );
}
