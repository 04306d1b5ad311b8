import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NO_MAIL_SERVER, type ThreadEntry } from '@domain/mail';
import { aUser } from '../../test/fixtures';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { ConversationPanel } from './ConversationPanel';

const at = new Date(Date.now() - 60_000).toISOString();
const THREAD: ThreadEntry[] = [
  {
    kind: 'incoming',
    id: 1,
    content: '<script>alert(1)</script> My tyre split.',
    fromAddress: 'dana@example.test',
    fromName: 'Dana Fields',
    subject: 'Split tyre',
    intakeNote: 'big.exe was not kept: not a photo',
    createdAt: at,
  },
  { kind: 'note', id: 2, content: 'Covered by warranty.', authorName: 'Support Team', createdAt: at },
  {
    kind: 'reply',
    id: 3,
    content: 'Please send a photo.',
    authorName: 'alpha.agent',
    toAddress: 'dana@example.test',
    ccAddress: null,
    subject: 'Re: Split tyre [#TK-007]',
    status: 'failed',
    attempts: 0,
    lastError: NO_MAIL_SERVER,
    sentAt: null,
    createdAt: at,
  },
];

describe('the conversation panel', () => {
  it('tells e-mail, notes and replies apart, shows text only, and retries a failed reply', async () => {
    const calls = mockApi({
      'GET /api/tickets/7/thread': () => ({ body: THREAD }),
      'GET /api/canned-replies': () => ({ body: [] }),
      'POST /api/replies/3/retry': () => ({ body: { ...THREAD[2], status: 'queued', lastError: null } }),
    });
    renderWithApp(<ConversationPanel ticketId={7} />);
    const list = await screen.findByRole('region', { name: 'Conversation messages' });
    expect(await within(list).findByText('Customer e-mail')).toBeInTheDocument();
    expect(within(list).getByText('Internal note')).toBeInTheDocument();
    expect(within(list).getByText('Reply')).toBeInTheDocument();
    expect(within(list).getByText('<script>alert(1)</script> My tyre split.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(within(list).getByText('big.exe was not kept: not a photo')).toBeInTheDocument();
    expect(within(list).getByText(NO_MAIL_SERVER)).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/replies/3/retry')).toBe(true));
  });

  it('inserts a canned reply filled for the ticket by keyboard, then sends the reply', async () => {
    const calls = mockApi({
      'GET /api/tickets/7/thread': () => ({ body: [] }),
      'GET /api/canned-replies': () => ({
        body: [
          {
            id: 5,
            title: 'Photo request',
            body: 'Hello {{customer_name}}',
            personal: false,
            filled: 'Hello Dana',
          },
        ],
      }),
      'POST /api/tickets/7/replies': () => ({
        status: 201,
        body: { ...THREAD[2], status: 'queued', lastError: null },
      }),
    });
    renderWithApp(<ConversationPanel ticketId={7} />);
    const box = screen.getByRole('textbox', { name: 'Reply to customer' });
    const picker = screen.getByRole('combobox', { name: 'Canned reply' });
    await waitFor(() => expect(picker).toBeEnabled());
    expect(await screen.findByText('0 messages')).toBeInTheDocument();
    await userEvent.selectOptions(picker, 'Photo request');
    expect(box).toHaveValue('Hello Dana');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Reply queued')).toBeInTheDocument();
    // Written after a thread with no replies yet (decision 085).
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      content: 'Hello Dana',
      afterReplyId: null,
    });
  });

  it('says before typing that mail is not set up, and shows an administrator where to set it up', async () => {
    mockApi({
      'GET /api/tickets/7/thread': () => ({ body: [] }),
      'GET /api/canned-replies': () => ({ body: [] }),
      'GET /api/mail-status': () => ({ body: { outgoing: false, incoming: false } }),
      'GET /api/auth/user': () => ({ body: aUser({ role: 'tenant_admin' }) }),
    });
    renderWithApp(<ConversationPanel ticketId={7} />);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Mail is not set up for this tenant');
    expect(await within(note).findByRole('link', { name: 'Set up mail' })).toHaveAttribute(
      'href',
      '/admin/mail',
    );
  });

  it('says nothing of mail once it is set up, sends with Ctrl+Enter and keeps the typed reply meanwhile', async () => {
    const calls = mockApi({
      'GET /api/tickets/9/thread': () => ({ body: [] }),
      'GET /api/canned-replies': () => ({ body: [] }),
      'GET /api/mail-status': () => ({ body: { outgoing: true, incoming: true } }),
      'POST /api/tickets/9/replies': () => ({
        status: 201,
        body: { ...THREAD[2], status: 'queued', lastError: null },
      }),
    });
    const first = renderWithApp(<ConversationPanel ticketId={9} />);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Reply to customer' }),
      'Your tyre ships Friday',
    );
    // A session that expires sends the agent to sign in: the page comes back with the reply typed so far.
    first.unmount();
    renderWithApp(<ConversationPanel ticketId={9} />);
    const box = screen.getByRole('textbox', { name: 'Reply to customer' });
    expect(box).toHaveValue('Your tyre ships Friday');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/mail-status')).toBe(true));
    expect(await screen.findByText('0 messages')).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
    await userEvent.type(box, '{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Reply queued')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      content: 'Your tyre ships Friday',
      afterReplyId: null,
    });
    expect(box).toHaveValue('');
    expect(sessionStorage.length).toBe(0);
  });

  it("shows a colleague's reply that came in while writing, keeps the typed one and sends it after that", async () => {
    const colleague = {
      ...THREAD[2],
      id: 8,
      content: 'A courtesy car is booked for Monday.',
      authorName: 'priya.admin',
      status: 'sent',
    } as ThreadEntry;
    let thread: ThreadEntry[] = [THREAD[2]!];
    let posts = 0;
    const message =
      'priya.admin replied to this ticket while you were writing. Read their reply, then send yours if it still fits.';
    const calls = mockApi({
      'GET /api/tickets/7/thread': () => ({ body: thread }),
      'GET /api/canned-replies': () => ({ body: [] }),
      'POST /api/tickets/7/replies': () => {
        posts += 1;
        if (posts > 1)
          return { status: 201, body: { ...THREAD[2], id: 9, status: 'queued', lastError: null } };
        thread = [...thread, colleague];
        return { status: 409, body: { code: 'CONFLICT', message, fieldErrors: { afterReplyId: [message] } } };
      },
    });
    renderWithApp(<ConversationPanel ticketId={7} />);
    expect(await screen.findByText('Please send a photo.')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Reply to customer' });
    await userEvent.type(box, 'Monday suits: the loan car is ready at 9');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reply' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(await screen.findByText('A courtesy car is booked for Monday.')).toBeInTheDocument();
    expect(box).toHaveValue('Monday suits: the loan car is ready at 9');
    const sent = () => calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(sent()).toEqual([{ content: 'Monday suits: the loan car is ready at 9', afterReplyId: 3 }]);

    await userEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Reply queued')).toBeInTheDocument();
    expect(sent()[1]).toEqual({ content: 'Monday suits: the loan car is ready at 9', afterReplyId: 8 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an empty reply', async () => {
    const calls = mockApi({
      'GET /api/tickets/7/thread': () => ({ body: [] }),
      'GET /api/canned-replies': () => ({ body: [] }),
    });
    renderWithApp(<ConversationPanel ticketId={7} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Please enter a reply')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("sends the ticket's own files with the reply, the ones chosen only", async () => {
    const file = (id: number, fileName: string, byteSize: number) => ({
      id,
      ticketId: 7,
      claimId: null,
      fileName,
      contentType: 'image/jpeg',
      byteSize,
      sha256: 'f'.repeat(64),
      width: 800,
      height: 600,
      source: 'upload',
      createdAt: at,
    });
    const calls = mockApi({
      'GET /api/tickets/7/thread': () => ({ body: [] }),
      'GET /api/canned-replies': () => ({ body: [] }),
      'GET /api/tickets/7/attachments': () => ({
        body: [file(61, 'sidewall-bulge.jpg', 412_000), file(62, 'invoice-Ørsted-Dæk.pdf', 96_000)],
      }),
      'POST /api/tickets/7/replies': () => ({
        status: 201,
        body: { ...THREAD[2], status: 'queued', lastError: null },
      }),
    });
    renderWithApp(<ConversationPanel ticketId={7} />);
    await userEvent.click(await screen.findByText("Attach the ticket's files"));
    await userEvent.click(screen.getByRole('checkbox', { name: /invoice-Ørsted-Dæk\.pdf/ }));
    expect(screen.getByText(/1 file chosen/)).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Reply to customer' }),
      'Your invoice, as asked.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Reply queued')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      content: 'Your invoice, as asked.',
      attachmentIds: [62],
      afterReplyId: null,
    });
    // Sent: the choice is cleared with the text.
    expect(screen.getByRole('checkbox', { name: /invoice-Ørsted-Dæk\.pdf/ })).not.toBeChecked();
  });

  it('copies the dealer contact when asked, and offers it only where there is one', async () => {
    const calls = mockApi({
      'GET /api/tickets/7/thread': () => ({ body: [] }),
      'GET /api/canned-replies': () => ({ body: [] }),
      'POST /api/tickets/7/replies': () => ({
        status: 201,
        body: { ...THREAD[2], status: 'queued', lastError: null, ccAddress: 'desk@wairarapa-tyres.example' },
      }),
    });
    const view = renderWithApp(
      <ConversationPanel ticketId={7} dealerToCopy="desk@wairarapa-tyres.example" />,
    );
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Copy the dealer (desk@wairarapa-tyres.example)' }),
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Reply to customer' }),
      'Kia ora, the claim is in.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Reply queued')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ ccDealer: true });
    view.unmount();

    renderWithApp(<ConversationPanel ticketId={7} />);
    await screen.findByRole('textbox', { name: 'Reply to customer' });
    expect(screen.queryByRole('checkbox', { name: /Copy the dealer/ })).not.toBeInTheDocument();
  });

  it('makes the claim package a file of the ticket and attaches it at once', async () => {
    let files: object[] = [];
    const calls = mockApi({
      'GET /api/tickets/7/thread': () => ({ body: [] }),
      'GET /api/canned-replies': () => ({ body: [] }),
      'GET /api/tickets/7/attachments': () => ({ body: files }),
      'POST /api/tickets/7/claim-package/file': () => {
        files = [
          {
            id: 90,
            ticketId: 7,
            claimId: null,
            fileName: 'claim-package-TK-007.pdf',
            contentType: 'application/pdf',
            byteSize: 188_000,
            sha256: 'a'.repeat(64),
            width: null,
            height: null,
            source: 'upload',
            createdAt: at,
          },
        ];
        return { status: 201, body: files[0] };
      },
      'POST /api/tickets/7/replies': () => ({
        status: 201,
        body: { ...THREAD[2], status: 'queued', lastError: null },
      }),
    });
    renderWithApp(<ConversationPanel ticketId={7} hasClaim />);
    await userEvent.click(await screen.findByText("Attach the ticket's files"));
    await userEvent.click(screen.getByRole('button', { name: 'Attach the claim package (PDF)' }));
    expect(await screen.findByRole('checkbox', { name: /claim-package-TK-007\.pdf/ })).toBeChecked();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Reply to customer' }),
      'The package is attached.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Reply queued')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/tickets/7/replies')?.body).toMatchObject({
      attachmentIds: [90],
    });
  });
});
