import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';

/** The spec's toasts for a ticket update (section 8). */
export function showTicketUpdated() {
  toast({ title: 'Ticket updated', description: 'Ticket has been updated successfully' });
}

export function showTicketUpdateFailed(error: unknown) {
  toast({
    title: 'Error',
    description: serverMessage(error, 'Failed to update ticket'),
    variant: 'destructive',
  });
}
