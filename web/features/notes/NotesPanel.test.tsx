import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Note } from '@domain/api-types';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { NotesPanel } from './NotesPanel';

function aNote(id: number, content: string): Note {
  return {
    id,
    ticketId: 7,
    content,
    authorName: 'Support Team',
    phoneReply: false,
    createdAt: new Date(Date.now() - 120_000).toISOString(),
  };
}

describe('the notes panel', () => {
  it('shows loading, then the empty text and a 0 notes badge', async () => {
    mockApi({ 'GET /api/notes': () => ({ body: [] }) });
    renderWithApp(<NotesPanel ticketId={7} />);
    expect(screen.getByText('Loading notes...')).toBeInTheDocument();
    expect(await screen.findByText('No notes yet. Add your first note above.')).toBeInTheDocument();
    expect(screen.getByText('0 notes')).toBeInTheDocument();
  });

  it('lists notes with author, relative time and text, and counts them', async () => {
    mockApi({ 'GET /api/notes': () => ({ body: [aNote(1, 'Called the dealer.')] }) });
    renderWithApp(<NotesPanel ticketId={7} />);
    const list = await screen.findByRole('region', { name: 'All Notes' });
    expect(await within(list).findByText('Called the dealer.')).toBeInTheDocument();
    expect(within(list).getByText('Support Team')).toBeInTheDocument();
    expect(within(list).getByText('2 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('1 note')).toBeInTheDocument();
  });

  it('refuses an empty note with the spec’s message', async () => {
    const calls = mockApi({ 'GET /api/notes': () => ({ body: [] }) });
    renderWithApp(<NotesPanel ticketId={7} />);
    await userEvent.type(screen.getByPlaceholderText('Enter your note here...'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findAllByText('Please enter note content')).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends the trimmed text as Support Team, then refreshes the list', async () => {
    let notes: Note[] = [];
    const calls = mockApi({
      'GET /api/notes': () => ({ body: notes }),
      'POST /api/notes': ({ body }) => {
        notes = [aNote(9, (body as Note).content)];
        return { status: 201, body: notes[0] };
      },
    });
    renderWithApp(<NotesPanel ticketId={7} />);
    await userEvent.type(screen.getByPlaceholderText('Enter your note here...'), '  Tread 4/32  ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Note added successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      ticketId: 7,
      content: 'Tread 4/32',
      authorName: 'Support Team',
      phoneReply: false,
    });
    await waitFor(() => expect(screen.getByText('1 note')).toBeInTheDocument());
    expect(screen.getByPlaceholderText('Enter your note here...')).toHaveValue('');
  });

  it('marks a note as a reply given by phone, and shows the mark', async () => {
    let notes: Note[] = [];
    const calls = mockApi({
      'GET /api/notes': () => ({ body: notes }),
      'POST /api/notes': ({ body }) => {
        const sent = body as Note;
        notes = [{ ...aNote(11, sent.content), phoneReply: sent.phoneReply }];
        return { status: 201, body: notes[0] };
      },
    });
    renderWithApp(<NotesPanel ticketId={7} />);
    await userEvent.type(screen.getByPlaceholderText('Enter your note here...'), 'Rang Mrs Okafor back');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Replied to the customer by phone' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Note added successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ phoneReply: true });
    const list = await screen.findByRole('region', { name: 'All Notes' });
    expect(await within(list).findByText('Phone reply')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Replied to the customer by phone' })).not.toBeChecked();
  });

  it('says so when the note cannot be saved', async () => {
    mockApi({ 'GET /api/notes': () => ({ body: [] }), 'POST /api/notes': () => ({ status: 500, body: {} }) });
    renderWithApp(<NotesPanel ticketId={7} />);
    await userEvent.type(screen.getByPlaceholderText('Enter your note here...'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Failed to add note')).toBeInTheDocument();
  });
});
