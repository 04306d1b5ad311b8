import { Link } from 'wouter';
import { PATHS } from '../../lib/paths';
import { useCurrentUser } from '../auth';

/**
 * Said before anything is typed or chosen that cannot be e-mailed yet (`children`: what happens
 * meanwhile); an administrator gets the way to fix it.
 */
export function MailNotSetUp({ children }: { children: string }) {
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'tenant_admin' || user?.role === 'global_admin';
  return (
    <p
      role="note"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      {children}{' '}
      {isAdmin ? (
        <Link href={PATHS.mail} className="font-medium underline">
          Set up mail
        </Link>
      ) : (
        'Ask an administrator to set up mail.'
      )}
    </p>
  );
}
