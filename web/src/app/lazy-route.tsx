import { type ComponentType, type ReactElement, use } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@site/contract/rules';

export class ChunkLoadTimeoutError extends Error {
  override name = 'ChunkLoadTimeoutError';
}

export type ScreenModule = { default: ComponentType };

/** What a lazily loaded route carries in its `handle`: the router starts the module early. */
export interface ScreenHandle {
  preload: () => Promise<unknown>;
}

/** A chunk that has not arrived after spec 9's 120 s is an error (the route error boundary offers a reload). */
async function loadWithTimeout(load: () => Promise<ScreenModule>): Promise<ScreenModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeoutError('route chunk load timed out')), CHUNK_LOAD_TIMEOUT_MS);
  });
  try {
    return await Promise.race([load(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A route whose module is loaded on demand (route-level code splitting): its element and the
 * handle the router uses to start loading every matched module at once (a member screen does
 * not wait for the member layout's chunk). Spread it into a RouteObject; one call per module,
 * so routes sharing a screen (register) share one component and keep its state.
 *
 * Not `React.lazy`: a lazy component suspends on its first render even when its module has
 * already arrived (the gateway preloads the first screen's chunks beside the entry), and React
 * then shows the fallback and holds the screen back until 300 ms after it (its throttle of
 * Suspense reveals). A module that is here renders at once; one still on its way suspends
 * (`use`) as a lazy component would.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): { element: ReactElement; handle: ScreenHandle } {
  let loaded: ScreenModule | undefined;
  let loading: Promise<ScreenModule> | undefined;
  const start = () =>
    (loading ??= loadWithTimeout(load).then((module) => {
      loaded = module;
      return module;
    }));
  function Screen() {
    const { default: Component } = loaded ?? use(start());
    return <Component />;
  }
  // A failed preload is not reported here: the screen's own render meets the same failure and its error shows.
  return { element: <Screen />, handle: { preload: () => start().catch(() => undefined) } };
}
