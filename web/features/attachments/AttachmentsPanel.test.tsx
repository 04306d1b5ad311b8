import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Attachment } from '@domain/attachments';
import { mockApi } from '../../test/fetch-mock';
import { aClaim, anAttachment } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { AttachmentsPanel } from './index';

const LIST = 'GET /api/tickets/7/attachments';
const UPLOAD = 'POST /api/tickets/7/attachments';
const jpegHead = [0xff, 0xd8, 0xff, 0xe0];
const photo = (name: string, size = 2048) =>
  new File([new Uint8Array(jpegHead), new Uint8Array(size - 4)], name, { type: 'image/jpeg' });

const tread = anAttachment({ id: 21, fileName: 'tread.jpg' });
const dot = anAttachment({ id: 22, fileName: 'dot.png', contentType: 'image/png', claimId: 3 });
const invoice = anAttachment({
  id: 23,
  fileName: 'invoice.pdf',
  contentType: 'application/pdf',
  canDelete: false,
});

describe('the attachments panel', () => {
  it('has loading, empty and error states', async () => {
    mockApi({ [LIST]: () => ({ body: [] }), 'GET /api/warranties': () => ({ body: [] }) });
    const { unmount } = renderWithApp(<AttachmentsPanel ticketId={7} />);
    expect(screen.getByText('Loading attachments...')).toBeInTheDocument();
    expect(await screen.findByText(/^No attachments yet/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Attachments' })).getByText('0 files'),
    ).toBeInTheDocument();
    unmount();
    mockApi({ [LIST]: () => ({ status: 500, body: {} }) });
    renderWithApp(<AttachmentsPanel ticketId={7} />);
    expect(await screen.findByText('Failed to load attachments.')).toBeInTheDocument();
  });

  it('shows thumbnails, opens PDFs in a new tab and marks files of a claim', async () => {
    mockApi({ [LIST]: () => ({ body: [tread, dot, invoice] }), 'GET /api/warranties': () => ({ body: [] }) });
    renderWithApp(<AttachmentsPanel ticketId={7} />);
    const list = await screen.findByRole('list', { name: 'Attached files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('3 files')).toBeInTheDocument();
    const view = screen.getByRole('button', { name: 'View tread.jpg' });
    expect(view.querySelector('img')).toHaveAttribute('src', '/api/attachments/21/thumbnail');
    const pdf = screen.getByRole('link', { name: 'Open invoice.pdf in a new tab' });
    expect(pdf).toHaveAttribute('href', '/api/attachments/23/content');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Claim #3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete invoice.pdf' })).not.toBeInTheDocument();
  });

  it('uploads chosen files to the claim picked, then refreshes the list', async () => {
    let stored: Attachment[] = [];
    const calls = mockApi({
      [LIST]: () => ({ body: stored }),
      'GET /api/warranties': () => ({ body: [aClaim({ id: 3, claimTicketAdjustmentNumber: 'ADJ-9' })] }),
      [UPLOAD]: () => {
        stored = [tread, dot];
        return { status: 201, body: stored };
      },
    });
    renderWithApp(<AttachmentsPanel ticketId={7} />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Attach new files to' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Claim #3 (ADJ-9)' }));
    await userEvent.upload(screen.getByLabelText('Choose files to attach'), [photo('a.jpg'), photo('b.jpg')]);
    expect(await screen.findByText('2 files have been attached successfully.')).toBeInTheDocument();
    expect(screen.getByText('Files attached')).toBeInTheDocument();
    const upload = calls.find((call) => call.method === 'POST');
    expect(upload?.search).toBe('?claimId=3');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Attached files' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
  });

  it('takes dropped files, and refuses what is not a photo or PDF, or too large, without sending it', async () => {
    const calls = mockApi({
      [LIST]: () => ({ body: [] }),
      'GET /api/warranties': () => ({ body: [] }),
      [UPLOAD]: () => ({ status: 201, body: [tread] }),
    });
    renderWithApp(<AttachmentsPanel ticketId={7} />);
    await screen.findByText(/^No attachments yet/);
    const files = [
      new File(['<html><script>alert(1)</script></html>'], 'tread.jpg', { type: 'image/jpeg' }),
      photo('huge.jpg', 10 * 1024 * 1024 + 1),
      photo('good.jpg'),
    ];
    fireEvent.drop(screen.getByTestId('attachment-drop-zone'), { dataTransfer: { files, types: ['Files'] } });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('tread.jpg is not a JPEG, PNG, WebP or HEIC image or a PDF'),
    ).toBeInTheDocument();
    expect(within(alert).getByText('huge.jpg is larger than 10 MB')).toBeInTheDocument();
    await screen.findByText('1 file has been attached successfully.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it("shows the server's reason when an upload is refused", async () => {
    mockApi({
      [LIST]: () => ({ body: [] }),
      'GET /api/warranties': () => ({ body: [] }),
      [UPLOAD]: () => ({
        status: 409,
        body: { code: 'CONFLICT', message: 'A ticket can hold at most 50 files' },
      }),
    });
    renderWithApp(<AttachmentsPanel ticketId={7} />);
    await userEvent.upload(await screen.findByLabelText('Choose files to attach'), [photo('a.jpg')]);
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText('A ticket can hold at most 50 files').length).toBeGreaterThanOrEqual(1);
  });

  it('offers the camera on the phone picker', async () => {
    mockApi({ [LIST]: () => ({ body: [] }), 'GET /api/warranties': () => ({ body: [] }) });
    renderWithApp(<AttachmentsPanel ticketId={7} />);
    const camera = await screen.findByLabelText('Take a photo to attach');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Choose files to attach')).toHaveAttribute(
      'accept',
      'image/*,application/pdf',
    );
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeInTheDocument();
  });

  it('pages through the photos in a viewer with buttons and arrow keys, PDFs left out', async () => {
    mockApi({ [LIST]: () => ({ body: [tread, invoice, dot] }), 'GET /api/warranties': () => ({ body: [] }) });
    renderWithApp(<AttachmentsPanel ticketId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'View dot.png' }));
    const viewer = screen.getByRole('dialog', { name: 'dot.png' });
    expect(within(viewer).getByText(/^2 of 2/)).toBeInTheDocument();
    expect(within(viewer).getByRole('img', { name: 'dot.png' })).toHaveAttribute(
      'src',
      '/api/attachments/22/content',
    );
    expect(within(viewer).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('dialog', { name: 'tread.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/api/attachments/21/content?download=1',
    );
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'dot.png' })).toBeInTheDocument();
  });

  it('asks before deleting, then deletes and says so', async () => {
    let stored = [tread];
    const calls = mockApi({
      [LIST]: () => ({ body: stored }),
      'GET /api/warranties': () => ({ body: [] }),
      'DELETE /api/attachments/21': () => {
        stored = [];
        return { status: 204 };
      },
    });
    renderWithApp(<AttachmentsPanel ticketId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete tread.jpg' }));
    const confirm = screen.getByRole('alertdialog');
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete attachment "tread.jpg"? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete tread.jpg' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Attachment has been deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^No attachments yet/)).toBeInTheDocument());
  });

  it("in a claim's view lists and adds that claim's files only", async () => {
    const calls = mockApi({
      [LIST]: () => ({ body: [dot] }),
      [UPLOAD]: () => ({ status: 201, body: [dot] }),
    });
    renderWithApp(<AttachmentsPanel ticketId={7} claimId={3} />);
    await screen.findByRole('button', { name: 'View dot.png' });
    expect(calls[0]?.search).toBe('?claimId=3');
    expect(screen.queryByText('Claim #3')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Attach new files to' })).not.toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Choose files to attach'), [photo('c.jpg')]);
    await screen.findByText('1 file has been attached successfully.');
    expect(calls.find((call) => call.method === 'POST')?.search).toBe('?claimId=3');
    expect(calls.some((call) => call.path === '/api/warranties')).toBe(false);
  });
});
