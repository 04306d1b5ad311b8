import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { aTranscript } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { TranscriptsPanel } from './TranscriptsPanel';

const path = 'GET /api/tickets/7/transcripts';

describe('the call transcripts panel', () => {
  it('shows each call: #id, m:ss, agent type, participants, summary, text and Received', async () => {
    mockApi({ [path]: () => ({ body: [aTranscript()] }) });
    renderWithApp(<TranscriptsPanel ticketId={7} />);
    expect(screen.getByText('Loading transcripts...')).toBeInTheDocument();
    expect(await screen.findByText('#CA0123456789abcdef')).toBeInTheDocument();
    expect(screen.getByText('1 call')).toBeInTheDocument();
    expect(screen.getByText('1:05')).toBeInTheDocument();
    expect(screen.getByText('Front Office')).toBeInTheDocument();
    expect(screen.getByText('Customer, AI agent')).toBeInTheDocument();
    expect(screen.getByText('Caller asked about a bulge.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Transcript of call CA0123456789abcdef' })).toHaveTextContent(
      'Customer: Hello Agent: Hi there',
    );
    expect(
      screen.getByText(`Received ${new Date('2026-06-01T10:00:00.000Z').toLocaleString()}`),
    ).toBeInTheDocument();
  });

  it('counts calls in the plural and says Unknown for a missing duration', async () => {
    mockApi({
      [path]: () => ({ body: [aTranscript({ duration: null }), aTranscript({ id: 2, callSid: 'CA2' })] }),
    });
    renderWithApp(<TranscriptsPanel ticketId={7} />);
    expect(await screen.findByText('2 calls')).toBeInTheDocument();
    expect(screen.getByText('Unknown')).toBeInTheDocument();
  });

  it('has an empty and an error text', async () => {
    mockApi({ [path]: () => ({ body: [] }) });
    const { unmount } = renderWithApp(<TranscriptsPanel ticketId={7} />);
    expect(await screen.findByText('No call transcripts available for this ticket.')).toBeInTheDocument();
    unmount();
    mockApi({ [path]: () => ({ status: 500, body: {} }) });
    renderWithApp(<TranscriptsPanel ticketId={7} />);
    expect(await screen.findByText('Failed to load transcripts.')).toBeInTheDocument();
  });
});
