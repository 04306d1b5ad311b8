import { Link } from 'wouter';
import clsx from 'clsx';
import { LogOut } from 'lucide-react';
import { landingButton, type LandingButtonStyle } from '../../components/ui/landing-button';
import { useLandingSession } from './use-landing-session';

type AuthLinksProps = {
  /** Where the signed-in header's Dashboard link goes: /tickets, or /dashboard on the florist page. */
  dashboardHref: string;
  tone: LandingButtonStyle['tone'];
  /** Text colour of the welcome line and the logout button, to suit a dark or light header. */
  textClassName: string;
};

/** Login when signed out; Dashboard, a welcome line and Logout when signed in (logout toasts its outcome). */
export function AuthLinks({ dashboardHref, tone, textClassName }: AuthLinksProps) {
  const { user, isLoading, isLoggingOut, logOut } = useLandingSession();
  if (isLoading) return <span className="w-20" aria-hidden />;
  if (!user) {
    return (
      <Link href="/auth" className={landingButton({ tone, size: 'sm' })}>
        Login
      </Link>
    );
  }
  return (
    <div className="flex items-center gap-2 sm:gap-3">
      <span className={clsx('hidden text-sm md:inline', textClassName)} data-testid="welcome-line">
        Welcome, <span className="font-semibold">{user.username}</span>
      </span>
      <Link href={dashboardHref} className={landingButton({ tone, size: 'sm' })}>
        Dashboard
      </Link>
      <button
        type="button"
        onClick={() => void logOut()}
        disabled={isLoggingOut}
        className={clsx(
          'inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium hover:underline',
          textClassName,
        )}
      >
        <LogOut className="h-4 w-4" aria-hidden />
        <span className="sr-only sm:not-sr-only">Logout</span>
      </button>
    </div>
  );
}
