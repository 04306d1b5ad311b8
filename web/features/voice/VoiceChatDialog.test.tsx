import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VoiceChatDialog } from './VoiceChatDialog';
import { FakeSocket, fakeAudio, fakeStream, metadataMessage } from '../../test/voice-fakes';

vi.mock('./browser-audio', () => ({ createBrowserAudio: () => fakeAudio() }));

const sockets: FakeSocket[] = [];
let fetchMock: ReturnType<typeof vi.fn>;

function stubBrowser({ timeLimit = 600, microphone = true } = {}) {
  sockets.length = 0;
  const { stream, tracks } = fakeStream();
  vi.stubGlobal('navigator', {
    userAgent: 'jsdom',
    mediaDevices: microphone ? { getUserMedia: async () => stream } : undefined,
  });
  vi.stubGlobal(
    'WebSocket',
    class extends FakeSocket {
      constructor(url: string) {
        super(url);
        sockets.push(this);
      }
    },
  );
  fetchMock = vi.fn(async (url: string) =>
    url.endsWith('start-session')
      ? Response.json({ sessionId: 'vs_7', agentType: 'technical', voiceConfig: { timeLimit } })
      : Response.json({ ok: true }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { tracks };
}

async function startAndConnect() {
  await userEvent.click(screen.getByRole('button', { name: 'Start Call' }));
  await waitFor(() => expect(sockets).toHaveLength(1));
  act(() => {
    sockets[0]!.open();
    sockets[0]!.receive(metadataMessage());
  });
  await screen.findByText('Connected');
}

describe('<VoiceChatDialog>', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the title for the agent type, the status, the hints and Start Call', () => {
    stubBrowser();
    render(<VoiceChatDialog open agentType="technical" onOpenChange={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'AI Technical Support' })).toBeInTheDocument();
    expect(screen.getByTestId('call-status')).toHaveTextContent('Disconnected');
    expect(screen.getByText(/Click Start Call/)).toBeInTheDocument();
    expect(screen.getByText(/Speak naturally/)).toBeInTheDocument();
    expect(screen.getByText(/The AI replies by voice/)).toBeInTheDocument();
    expect(screen.queryByTestId('call-countdown')).not.toBeInTheDocument();
  });

  it("is titled as the page's business, and 'AI Call' for agent types without a title of their own", () => {
    stubBrowser();
    const { unmount } = render(
      <VoiceChatDialog open agentType="floral-services" onOpenChange={() => undefined} />,
    );
    expect(screen.getByRole('dialog', { name: 'BloomJoy Flowers' })).toBeInTheDocument();
    unmount();
    render(<VoiceChatDialog open agentType="technical-support" onOpenChange={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'AI Call' })).toBeInTheDocument();
  });

  it("speaks for the page's business: its description and its privacy note", () => {
    stubBrowser();
    render(<VoiceChatDialog open agentType="floral-services" onOpenChange={() => undefined} />);
    expect(screen.getByText(/BloomJoy Flowers AI florist about an order or a delivery/)).toBeInTheDocument();
    expect(screen.getByTestId('privacy-note')).toHaveTextContent(/^BloomJoy Flowers keeps a transcript/);
  });

  it('tells visitors of the product pages that the call becomes a support ticket', () => {
    stubBrowser();
    render(<VoiceChatDialog open agentType="customer" onOpenChange={() => undefined} />);
    expect(screen.getByTestId('privacy-note')).toHaveTextContent(/transcribed and kept as a support ticket/);
  });

  it('without microphone access shows the red error box and still connects for typing', async () => {
    stubBrowser({ microphone: false });
    render(<VoiceChatDialog open agentType="sales" onOpenChange={() => undefined} />);
    await startAndConnect();
    expect(screen.getByRole('alert')).toHaveTextContent('Browser does not support microphone access');
    expect(screen.getByTestId('text-only-note')).toHaveTextContent('Text-only mode');
    await userEvent.type(screen.getByLabelText('Type a message to the agent'), 'How much is a plan?{Enter}');
    expect(sockets[0]!.sentJson()).toContainEqual({ type: 'user_message', text: 'How much is a plan?' });
    expect(screen.getByTestId('captions')).toHaveTextContent('How much is a plan?');
  });

  it('connects, counts down, listens, then End Call ends the session and frees the microphone', async () => {
    const { tracks } = stubBrowser();
    render(<VoiceChatDialog open agentType="technical" onOpenChange={() => undefined} />);
    await startAndConnect();
    expect(sockets[0]!.url).toMatch(/\/ws\/voice\?agent=technical&session=vs_7$/);
    expect(screen.getByTestId('call-countdown')).toHaveTextContent('Demo will end in: 10:00');
    expect(screen.getByText('AI is listening...')).toBeInTheDocument();
    act(() =>
      sockets[0]!.receive({ type: 'agent_response', agent_response_event: { agent_response: 'Hi there' } }),
    );
    expect(screen.getByTestId('captions')).toHaveTextContent('Hi there');

    await userEvent.type(screen.getByLabelText('Type a message to the agent'), 'My TPMS light is on{Enter}');
    expect(sockets[0]!.sentJson()).toContainEqual({ type: 'user_message', text: 'My TPMS light is on' });

    await userEvent.click(screen.getByRole('button', { name: 'End Call' }));
    expect(screen.getByTestId('call-status')).toHaveTextContent('Disconnected');
    expect(screen.getByRole('button', { name: 'Start Call' })).toBeInTheDocument();
    expect(sockets[0]!.closedWith?.code).toBe(1000);
    expect(tracks[0]!.stopped).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/voice/end-session',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('shows the warning when the server limit is 5 minutes or less', async () => {
    stubBrowser({ timeLimit: 300 });
    render(<VoiceChatDialog open agentType="sales" onOpenChange={() => undefined} />);
    await startAndConnect();
    expect(screen.getByText('Less than 5 minutes remaining')).toBeInTheDocument();
  });

  it('shows no countdown while connecting, so never the 20:00 default before the server limit', async () => {
    stubBrowser({ timeLimit: 90 });
    render(<VoiceChatDialog open agentType="sales" onOpenChange={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start Call' }));
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(screen.getByTestId('call-status')).toHaveTextContent('Connecting...');
    expect(screen.queryByTestId('call-countdown')).not.toBeInTheDocument();
    act(() => {
      sockets[0]!.open();
      sockets[0]!.receive(metadataMessage());
    });
    expect(await screen.findByTestId('call-countdown')).toHaveTextContent('Demo will end in: 1:30');
  });

  it("says so when the server's time limit ended the call", async () => {
    stubBrowser();
    render(<VoiceChatDialog open agentType="sales" onOpenChange={() => undefined} />);
    await startAndConnect();
    act(() => {
      sockets[0]!.receive({ type: 'session_ended', reason: 'time_limit' });
      sockets[0]!.serverClose(1000);
    });
    expect(await screen.findByTestId('call-notice')).toHaveTextContent(
      'The demo time limit was reached, so the call ended.',
    );
    expect(screen.getByTestId('call-status')).toHaveTextContent('Disconnected');
  });

  it('closing the dialog ends the call first', async () => {
    const { tracks } = stubBrowser();
    const onOpenChange = vi.fn();
    render(<VoiceChatDialog open agentType="sales" onOpenChange={onOpenChange} />);
    await startAndConnect();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(tracks[0]!.stopped).toBe(true);
    expect(sockets[0]!.closedWith?.code).toBe(1000);
  });
});
