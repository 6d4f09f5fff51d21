import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { configureFailureHandlers } from '@/lib/api-client';
import { paths } from '@/config/paths';
// Self-hosted Thai subset of Noto Sans Thai (about 9 KB a weight): Thai renders the same everywhere.
import '@fontsource/noto-sans-thai/thai-400.css';
import '@fontsource/noto-sans-thai/thai-700.css';
import '@/styles/global.css';

const router = createAppRouter();
configureFailureHandlers({
  goToLogin: () => {
    void router.navigate(paths.login, { replace: true });
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
