import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aTicket } from '../../test/fixtures';
import { DueBadge } from './TicketBadges';

const NOW = new Date('2026-03-02T12:00:00Z');
const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

describe('the Due badge', () => {
  it.each([
    [125, 'Due in 2 h'],
    [45, 'Due soon'],
    [-60, 'Breached 1 h ago'],
    [-3 * 24 * 60, 'Breached 3 d ago'],
  ])('reads a due time %i minutes away as "%s"', (minutes, text) => {
    render(<DueBadge ticket={aTicket({ dueAt: inMinutes(minutes), dueKind: 'first_response' })} now={NOW} />);
    expect(screen.getByText(text)).toHaveAttribute('title', expect.stringContaining('First response due'));
  });

  it('says the ticket waits on the customer while the clock is paused, and nothing when closed', () => {
    const { rerender, container } = render(
      <DueBadge ticket={aTicket({ dueAt: null, waitingOn: 'customer' })} now={NOW} />,
    );
    expect(screen.getByText('Waiting on customer')).toBeInTheDocument();
    rerender(<DueBadge ticket={aTicket({ dueAt: null, waitingOn: null, status: 'closed' })} now={NOW} />);
    expect(container).toBeEmptyDOMElement();
  });
});
