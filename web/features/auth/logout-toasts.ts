import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';

export const toastLoggedOut = () =>
  toast({ title: 'Logged out', description: 'You have been logged out successfully' });

export const toastLogoutFailed = (error: unknown) =>
  toast({
    title: 'Logout failed',
    description: serverMessage(error, 'Logout failed'),
    variant: 'destructive',
  });
