import { createContext, type ReactNode, startTransition, use, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '@/lib/http-errors';
import { formatBaht } from '@/lib/money';
import { invalidateCreditMovement, memberKeys, type MemberRef } from '@/lib/member-keys';
import { useMemberCredit } from '@/lib/member-credit';
import { closeModal, openModal } from '@/lib/modal-dialog';
import { currentPlatform } from '@/lib/platform';
import { resolveApiUrl } from '@/lib/url-format';
import { th } from '@/i18n/th';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/toast';
import { thMemberArea } from '@/i18n/th-member-area';
import { type OpenMode, readOpenMode, rememberOpenMode, useCashOut, useOpenGame } from '../api/games-queries';
import { type KeptGame, readGameList, rememberGame, toggleGame } from '../member-game-lists';
import '../games.css';

const t = thMemberArea.games;
/** How often the game view's credit is read again while a game plays. */
const CREDIT_REFRESH_MS = 5000;

/** A game being played: in the game view (a history entry of its own, so Back closes it) or in a tab. */
interface Playing {
  id: string;
  name: string;
  url: string;
}

/** What the tiles read: which game is opening, the member's recently played games and favourites, newest first (kept on the device). */
interface LauncherState {
  openingId: string | null;
  recent: readonly KeptGame[];
  favourites: readonly KeptGame[];
}

/**
 * The launcher as the tiles see it. The object never changes, so a tile re-renders only when
 * what it selects from the state does: opening one game repaints that tile, not the whole lobby.
 */
interface Launcher {
  open: (game: KeptGame) => void;
  toggleFavourite: (game: KeptGame) => void;
  read: () => LauncherState;
  subscribe: (onChange: () => void) => () => void;
}

const NO_GAMES: LauncherState = { openingId: null, recent: [], favourites: [] };
const LauncherContext = createContext<Launcher>({
  open: () => undefined,
  toggleFavourite: () => undefined,
  read: () => NO_GAMES,
  subscribe: () => () => undefined,
});

export function useGameLauncher(): Pick<Launcher, 'open' | 'toggleFavourite'> {
  return use(LauncherContext);
}

/** One part of the launcher's state; the component re-renders when that part changes. */
export function useLauncherState<T>(select: (state: LauncherState) => T): T {
  const launcher = use(LauncherContext);
  return useSyncExternalStore(launcher.subscribe, () => select(launcher.read()));
}

/** A phone plays in the game view whatever was chosen on a wide screen. */
function wideScreen(): boolean {
  return window.matchMedia('(min-width: 768px)').matches;
}

function playingOf(state: unknown): Playing | null {
  const playing = (state as { playing?: Playing } | null)?.playing;
  return playing && typeof playing.url === 'string' && typeof playing.name === 'string' ? playing : null;
}

function cashOutText(body: { message?: string | undefined; data: { settled: number } }): string {
  // offered only while credit is in a game, so an amount is always what the member asked about (0.00 when the round lost)
  return `${body.message ? `${body.message} · ` : ''}${t.cashedOut(formatBaht(body.data.settled))}`;
}

/** Brings credit still inside games back to the wallet. */
function CashOutButton({ member, onDone }: { member: MemberRef; onDone?: () => void }) {
  const cashOut = useCashOut(member);
  return (
    <button
      type="button"
      className="btn btn--primary btn--small"
      disabled={cashOut.isPending}
      data-testid="cash-out"
      onClick={() =>
        // the promise, not mutate's callbacks: the offer holding this button may be gone by the answer
        cashOut.mutateAsync({ body: {} }).then(
          (response) => {
            notifySuccess(cashOutText(response.body));
            onDone?.();
          },
          () => undefined, // the API client's failure handlers have told the member
        )
      }
    >
      {cashOut.isPending ? t.cashingOut : t.cashOut}
    </button>
  );
}

/**
 * The game view: the game fills the screen (the member's bars under it, a modal in the top
 * layer) with one small floating control to go back and see the credit; on a wide screen a
 * large frame with a bar that also opens the game in a tab instead.
 */
function GameView({
  playing,
  member,
  onClose,
  onOpenInTab,
}: {
  playing: Playing;
  member: MemberRef;
  onClose: () => void;
  onOpenInTab: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const credit = useMemberCredit(member.username);
  const queryClient = useQueryClient();
  // the game moves the credit: the control shows it as it is, not as it was when the game opened
  useEffect(() => {
    const timer = window.setInterval(
      () => void queryClient.invalidateQueries({ queryKey: memberKeys.credit(member.username) }),
      CREDIT_REFRESH_MS,
    );
    return () => window.clearInterval(timer);
  }, [queryClient, member.username]);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    openModal(element);
    return () => closeModal(element);
  }, []);
  return (
    <dialog
      ref={dialog}
      className="game-view"
      aria-label={t.frameTitle(playing.name)}
      data-testid="game-view"
      onCancel={(event) => {
        // Escape is Back: the history entry goes, and the view with it
        event.preventDefault();
        onClose();
      }}
    >
      <div className="game-view__bar">
        <button type="button" className="game-view__back" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t.back}
        </button>
        <span className="game-view__credit" data-testid="game-view-credit">
          <span className="visually-hidden">{t.credit} </span>
          {credit.data ? `฿${formatBaht(credit.data.credit)}` : '…'}
        </span>
        <strong className="game-view__name">{playing.name}</strong>
        <button type="button" className="btn btn--ghost btn--small game-view__tab" onClick={onOpenInTab}>
          {t.openInTab}
        </button>
      </div>
      <iframe className="game-view__frame" src={playing.url} title={t.frameTitle(playing.name)} allow="fullscreen; autoplay" />
    </dialog>
  );
}

/** Back from a game with credit still in it: the member is offered to bring it back. */
function ReturnOffer({ member, onDismiss }: { member: MemberRef; onDismiss: () => void }) {
  const credit = useMemberCredit(member.username);
  const inGame = credit.data?.inGame ?? 0;
  if (inGame <= 0) return null;
  return (
    <section className="card game-return span-2" role="status" data-testid="game-return">
      <p>{t.inGame(formatBaht(inGame))}</p>
      <div className="toolbar">
        <CashOutButton member={member} onDone={onDismiss} />
        <button type="button" className="btn btn--ghost btn--small" onClick={onDismiss}>
          {t.later}
        </button>
      </div>
    </section>
  );
}

/**
 * Opens games through `opengame` in the game view, or on a wide screen in a new tab when the
 * member chose so there (remembered). The tab is opened on the click itself (before the answer)
 * so popup blockers allow it. Closing the view refreshes the credit and offers to bring back
 * what is still in the game.
 */
export function GameLauncher({ member, children }: { member: MemberRef; children: ReactNode }) {
  const openGame = useOpenGame();
  const queryClient = useQueryClient();
  // the view is a history entry of the page's own (not a navigation: the screen under it keeps
  // its place), so the phone's Back closes it
  const [playing, setPlaying] = useState(() => playingOf(window.history.state));
  useEffect(() => {
    const follow = () => setPlaying(playingOf(window.history.state));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const [inTab, setInTab] = useState<Playing | null>(null);
  const [returned, setReturned] = useState(false);
  const [tiles] = useState(() => {
    let state: LauncherState = {
      openingId: null,
      recent: readGameList('recent', member.uuid),
      favourites: readGameList('favourites', member.uuid),
    };
    const listeners = new Set<() => void>();
    return {
      read: () => state,
      subscribe: (onChange: () => void) => {
        listeners.add(onChange);
        return () => listeners.delete(onChange);
      },
      update: (change: Partial<LauncherState>) => {
        state = { ...state, ...change };
        for (const listener of listeners) listener();
      },
    };
  });

  // Back from the game view (its history entry gone): the credit may have moved in the game
  const wasPlaying = useRef(playing !== null);
  useEffect(() => {
    if (wasPlaying.current && playing === null) {
      setReturned(true);
      // the lobby under the game stays as it was while the game plays; the row shows the game now
      tiles.update({ recent: readGameList('recent', member.uuid) });
      void invalidateCreditMovement(queryClient, member, { games: true });
    }
    wasPlaying.current = playing !== null;
  }, [playing, queryClient, member, tiles]);

  const showInView = (game: Playing) => {
    setReturned(false);
    window.history.pushState({ ...(window.history.state as object | null), playing: game }, '');
    setPlaying(game);
  };

  const closeView = () => {
    if (playingOf(window.history.state)) window.history.back();
    else setPlaying(null);
  };

  const open = (game: KeptGame) => {
    // one game at a time: a second tap while one opens is ignored (its tile says it is opening)
    if (tiles.read().openingId !== null) return;
    const mode: OpenMode = wideScreen() ? readOpenMode() : 'frame';
    let tab: Window | null = null;
    if (mode === 'tab') {
      tab = window.open('', '_blank');
      if (!tab) notifyInfo(t.popupBlocked);
    }
    tiles.update({ openingId: game.id });
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
          const remembered = rememberGame('recent', member.uuid, game);
          if (tab) tiles.update({ recent: remembered });
          // Absolute, because the blank tab opened on the click resolves relative URLs itself.
          const url = new URL(checked, window.location.origin).href;
          if (tab) {
            tab.opener = null;
            tab.location.href = url;
            setInTab({ id: game.id, name: game.name, url });
          } else {
            // a transition: the tile's "opening" paints first, then the view and its frame render
            startTransition(() => showInView({ id: game.id, name: game.name, url }));
          }
        },
        onError: (error) => {
          tab?.close();
          notifyError(failureMessage(error));
        },
        onSettled: () => tiles.update({ openingId: null }),
      },
    );
  };

  const openInTab = (game: Playing) => {
    rememberOpenMode('tab');
    const tab = window.open(game.url, '_blank');
    if (!tab) {
      notifyInfo(t.popupBlocked);
      return;
    }
    tab.opener = null;
    setInTab(game);
    closeView();
  };

  const playHere = (game: Playing) => {
    rememberOpenMode('frame');
    setInTab(null);
    showInView(game);
  };

  const toggleFavourite = (game: KeptGame) => tiles.update({ favourites: toggleGame('favourites', member.uuid, game) });

  // the context's object stays the same for the launcher's life; its actions call this render's functions
  const actions = useRef({ open, toggleFavourite });
  useEffect(() => {
    actions.current = { open, toggleFavourite };
  });
  const [launcher] = useState<Launcher>(() => ({
    open: (game) => actions.current.open(game),
    toggleFavourite: (game) => actions.current.toggleFavourite(game),
    read: tiles.read,
    subscribe: tiles.subscribe,
  }));

  return (
    <LauncherContext value={launcher}>
      {inTab ? (
        <section className="card game-return span-2" role="status" data-testid="game-in-tab">
          <p>{t.openedInTab(inTab.name)}</p>
          <div className="toolbar">
            <button type="button" className="btn btn--secondary btn--small" onClick={() => playHere(inTab)}>
              {t.playHere}
            </button>
            <CashOutButton member={member} />
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setInTab(null)}>
              {t.dismiss}
            </button>
          </div>
        </section>
      ) : null}
      {returned && !playing ? <ReturnOffer member={member} onDismiss={() => setReturned(false)} /> : null}
      {children}
      {playing ? <GameView playing={playing} member={member} onClose={closeView} onOpenInTab={() => openInTab(playing)} /> : null}
    </LauncherContext>
  );
}
