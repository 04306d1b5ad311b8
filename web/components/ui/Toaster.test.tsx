import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from './Toaster';
import { toast, TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './use-toast';

describe('toasts', () => {
  it('follow the spec’s constants', () => {
    expect([TOAST_LIMIT, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS]).toEqual([1, 5000, 1_000_000]);
  });

  it('show one at a time, newest first, in a viewport reachable with F8', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    act(() => {
      toast({ title: 'First', description: 'one' });
      toast({ title: 'Error', description: 'Failed to add note', variant: 'destructive' });
    });
    const shown = screen.getAllByTestId('toast');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveTextContent('ErrorFailed to add note');
    expect(shown[0]).toHaveClass('bg-destructive');
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('close from their close button', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });
    await act(async () => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });
});
