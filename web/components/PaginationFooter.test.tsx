import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaginationFooter } from './PaginationFooter';

const footer = (props: { offset: number; shown: number; total: number; totalIsEstimate?: boolean }) =>
  render(<PaginationFooter pageSize={50} onOffsetChange={() => {}} {...props} />);

describe('the pagination footer', () => {
  it('turns Next off on the last page of an exact total', () => {
    footer({ offset: 50, shown: 50, total: 100 });
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(screen.getByText('Showing 51 to 100 of 100 results')).toBeInTheDocument();
  });

  it('keeps Next on past an estimated total while pages come back full, and off after a short one', () => {
    const { unmount } = footer({ offset: 1100, shown: 50, total: 1100, totalIsEstimate: true });
    expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled();
    expect(screen.getByText('Showing 1101 to 1150 of about 1,100 results')).toBeInTheDocument();
    unmount();
    footer({ offset: 1150, shown: 12, total: 1100, totalIsEstimate: true });
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });
});
