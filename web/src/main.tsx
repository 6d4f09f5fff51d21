// Self-hosted Thai subset of Noto Sans Thai (about 9 KB a weight): Thai renders the same everywhere.
import '@fontsource/noto-sans-thai/thai-400.css';
import '@fontsource/noto-sans-thai/thai-700.css';
// Tokens, resets and the kit first: the shell's and the features' sheets come after them in the entry's CSS.
import '@/styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { AppRouter } from '@/app/router';
import { startClientReports } from '@/app/client-reports';
import { browserLacksApis } from '@/lib/browser-apis';
import { captureInstallPrompt } from '@/lib/install-prompt';
import { registerServiceWorker } from '@/lib/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

startClientReports();
captureInstallPrompt();
registerServiceWorker();

// The first render is a transition: React renders it in slices of a few milliseconds and lets
// the browser paint and take input between them, instead of in one long task (docs/design/first-paint.md#budget).
const render = () => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  });
};

// The oldest browsers of spec 9 first fetch what they lack (docs/design/web-app.md#browsers); others start at once.
if (browserLacksApis()) void import('./polyfills').then(render);
else render();
