import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { restoreSession } from './lib/session';
import { appStore } from './lib/store';
import { storefront } from './portal/lib/storefront';
import { AppRoutes } from './routes';

restoreSession(appStore);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    {/* On a store's own domain the app lives under the app proxy's path (`/apps/returns`). */}
    <BrowserRouter basename={storefront?.base}>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);
// The server sends the order list already rendered (portal/ssr): adopt its markup, do not paint it again.
if (root.firstChild) hydrateRoot(root, app);
else createRoot(root).render(app);
