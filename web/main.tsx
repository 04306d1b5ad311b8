import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { isProtectedPath } from './app/routes';
import './styles.css';

if (isProtectedPath(window.location.pathname)) {
  // A small chunk of its own, so the public pages download none of it.
  void import('./app/early-requests')
    .then(({ startEarlyRequests }) => startEarlyRequests(window.location))
    .catch(() => undefined); // the page asks again itself, and shows any failure
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
