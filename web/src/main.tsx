import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { installTestHooks } from './shell/dialogs/testHooks';
import { loadServerTranslations } from './providers/i18nProvider';

installTestHooks();

/**
 * react-admin's own hash router, made here so that a navigation takes effect at once rather than as a React
 * transition: react-admin redirects to /login and then resets its query cache, whose refetches would keep
 * preempting the transition, so the routes kept rendering the page being left (and signing out again) instead of
 * the login screen.
 */
const router = createHashRouter([{ path: '*', element: <App /> }]);

// The server's translations are merged over the built-in ones before the first render (it never fails).
void loadServerTranslations().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} useTransitions={false} />
    </StrictMode>,
  ),
);
