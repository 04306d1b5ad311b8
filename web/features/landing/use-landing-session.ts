import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { sendJson } from '../../lib/api';
import { knownUser } from '../../lib/known-user';
import { fetchCurrentUser, loadForgetSignedInData, toastLoggedOut, toastLogoutFailed } from '../auth';

/** Clears the app's query cache too, when this visit has loaded it (a page of the app was open). */
async function forgetInTheApp() {
  const [{ queryClient }, { forgetSignedInData }] = await Promise.all([
    import('../../lib/query-client'),
    loadForgetSignedInData(),
  ]);
  forgetSignedInData(queryClient);
}

/**
 * Who is signed in, for a public page's header, and logging out from there, without the query
 * library the app uses: it would cost each landing page about 15 KB gzip (docs/decisions/063).
 */
export function useLandingSession() {
  const [user, setUser] = useState(knownUser.get);
  const [isLoggingOut, setLoggingOut] = useState(false);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (user !== undefined) return;
    let isCurrent = true;
    fetchCurrentUser()
      .catch(() => null)
      .then((answer) => {
        knownUser.set(answer);
        if (isCurrent) setUser(answer);
      });
    return () => {
      isCurrent = false;
    };
  }, [user]);

  const logOut = async () => {
    setLoggingOut(true);
    try {
      await sendJson<unknown>('POST', '/api/auth/logout');
    } catch (error) {
      toastLogoutFailed(error);
      return;
    } finally {
      setLoggingOut(false);
    }
    navigate('/');
    knownUser.set(null);
    setUser(null);
    void forgetInTheApp().catch(() => undefined);
    toastLoggedOut();
  };

  return { user: user ?? null, isLoading: user === undefined, isLoggingOut, logOut };
}
