import { AccessDenied } from '../features/admin';
import { useCurrentUser } from '../features/auth';
import { MailSettingsPage as MailSettings } from '../features/mail';

/** Tenant admins (and global admins for the tenant they act in) set up the support mailbox. */
export function MailSettingsPage() {
  const { user } = useCurrentUser();
  if (!user || user.role === 'user')
    return (
      <AccessDenied title="Mail Settings" message="Only an administrator can change the mail settings." />
    );
  return <MailSettings />;
}
