import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { isPortalPath, isProtectedPath, pageOf } from './app/routes';
import { CURRENT_USER_URL } from './features/auth';
import { hasSavedView, PLAIN_FIRST_PAGE_URL } from './features/tickets';
import { sendEarly } from './lib/api';
import './styles.css';
import { PATHS } from './lib/paths';

// A signed-in page asks for what it shows first before its code has loaded (docs/decisions/063).
const { pathname, search } = window.location;
if (isProtectedPath(pathname)) {
  sendEarly(CURRENT_USER_URL);
  if (pageOf(pathname) === PATHS.tickets && search === '' && !hasSavedView()) sendEarly(PLAIN_FIRST_PAGE_URL);
  // Any other first page, once the user is known; a small chunk the public pages never load.
  void import('./app/early-requests')
    .then(({ startEarlyRequests }) => startEarlyRequests(window.location))
    .catch(() => undefined); // the page asks again itself, and shows any failure
} else if (isPortalPath(pathname)) {
  sendEarly(CURRENT_USER_URL);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
