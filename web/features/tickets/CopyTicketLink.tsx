import { Link2 } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/use-toast';
import { RECORD_PAGES } from '../../lib/paths';

/** Copies the ticket's own address, which opens it for any colleague of the tenant (after sign-in). */
export function CopyTicketLink({ ticketId, label }: { ticketId: number; label: string }) {
  const copy = async () => {
    const link = new URL(RECORD_PAGES.ticket.of(ticketId), window.location.origin).href;
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link copied', description: `${label}: ${link}` });
    } catch {
      toast({ title: 'Could not copy the link', description: link, variant: 'destructive' });
    }
  };
  return (
    <Button variant="outline" size="sm" className="w-fit" onClick={() => void copy()}>
      <Link2 aria-hidden />
      Copy link
    </Button>
  );
}
