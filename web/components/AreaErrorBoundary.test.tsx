import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import { AreaErrorBoundary } from './AreaErrorBoundary';

describe('<AreaErrorBoundary> with lazy chunks', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows an error with a retry when a chunk fails, and the retry loads it afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(
        new TypeError('Failed to fetch dynamically imported module: /assets/Page-old.js'),
      )
      .mockResolvedValue({ default: () => <p>The page</p> });
    const Page = lazyWithRetry(load);
    render(
      <AreaErrorBoundary>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </AreaErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');
    expect(screen.getByRole('alert')).toHaveTextContent('a new version was just released');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offers Close for an overlay area', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onDismiss = vi.fn();
    const Broken = () => {
      throw new Error('boom');
    };
    render(
      <AreaErrorBoundary overlay onDismiss={onDismiss}>
        <Broken />
      </AreaErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong while showing it.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
