import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { failureMessage } from '@/lib/control';

const NOTICE_MS = 8000;

type Notice = { kind: 'ok' | 'error'; text: string; id: number };

const NoticeContext = createContext<(kind: Notice['kind'], text: string) => void>(() => undefined);

/** The result of the last action, read out by screen readers (status for success, alert for failure). */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback((kind: Notice['kind'], text: string) => setNotice({ kind, text, id: Date.now() }), []);
  const value = useMemo(() => notify, [notify]);
  // a success fades after a while; a failure stays until the next action
  useEffect(() => {
    if (notice?.kind !== 'ok') return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  return (
    <NoticeContext.Provider value={value}>
      {children}
      <div className="notice-area">
        <p role="status" className={notice?.kind === 'ok' ? 'notice notice-ok' : 'visually-hidden'} key={`ok-${notice?.id ?? 0}`}>
          {notice?.kind === 'ok' ? notice.text : ''}
        </p>
        <p role="alert" className={notice?.kind === 'error' ? 'notice notice-error' : 'visually-hidden'} key={`error-${notice?.id ?? 0}`}>
          {notice?.kind === 'error' ? notice.text : ''}
        </p>
      </div>
    </NoticeContext.Provider>
  );
}

export function useNotify() {
  return useContext(NoticeContext);
}

/** Tells the tester why a control call failed: the mock's Thai message, else its status. */
export function useNotifyFailure() {
  const notify = useNotify();
  return useCallback((error: unknown) => notify('error', failureMessage(error)), [notify]);
}
