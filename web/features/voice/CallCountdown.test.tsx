import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallCountdown } from './CallCountdown';

describe('<CallCountdown>', () => {
  it('shows the time left as m:ss', () => {
    render(<CallCountdown remainingSeconds={1199} />);
    expect(screen.getByTestId('call-countdown')).toHaveTextContent('Demo will end in: 19:59');
    expect(screen.queryByText('Less than 5 minutes remaining')).not.toBeInTheDocument();
  });

  it('warns in red from 300 seconds down, not before', () => {
    const { rerender } = render(<CallCountdown remainingSeconds={301} />);
    expect(screen.queryByText('Less than 5 minutes remaining')).not.toBeInTheDocument();
    rerender(<CallCountdown remainingSeconds={300} />);
    expect(screen.getByTestId('call-countdown')).toHaveTextContent('Demo will end in: 5:00');
    expect(screen.getByText('Less than 5 minutes remaining')).toHaveClass('text-red-700');
    rerender(<CallCountdown remainingSeconds={9} />);
    expect(screen.getByTestId('call-countdown')).toHaveTextContent('Demo will end in: 0:09');
  });
});
