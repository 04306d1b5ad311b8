import { presenceLine } from '@domain/presence';
import { useTicketPresence } from '../../lib/ticket-presence';

/** "Maria Lopez is viewing", "Sam Carter is typing…": who else has this ticket open (decision 093). */
export function TicketPresence({ ticketId }: { ticketId: number }) {
  const people = useTicketPresence(ticketId);
  return (
    <div role="status" aria-label="Also on this ticket" className="text-sm text-muted-foreground">
      {people.map((person) => (
        <p
          key={person.userId}
          className={person.state === 'typing' ? 'font-medium text-foreground' : undefined}
        >
          {presenceLine(person)}
        </p>
      ))}
    </div>
  );
}
