import { useCallback, useState } from 'react';

/** Spec section 4: one browser flag, set by any accept button, hides every cookie banner for good. */
export const COOKIE_CONSENT_KEY = 'cookieAccepted';

export function hasCookieConsent(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) === 'true';
  } catch {
    return false;
  }
}

export function useCookieConsent() {
  const [isAccepted, setAccepted] = useState(hasCookieConsent);
  const accept = useCallback(() => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    } catch {
      // Storage can be blocked (private modes); the banner still hides for this visit.
    }
    setAccepted(true);
  }, []);
  return { isAccepted, accept };
}
