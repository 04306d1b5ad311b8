import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SURVEY_ANSWERED, SURVEY_EXPIRED } from '@domain/satisfaction';
import { mockApi } from '../test/fetch-mock';
import { renderWithApp } from '../test/render';
import { RatePage } from './RatePage';

const TOKEN = 'Qm3vR8tX1bN6yK4pL9wZ2cF7hJ5dS0aG3eU8iO1rT6Y';
const URL = `/api/surveys/${TOKEN}`;
const SURVEY = {
  ticketNumber: 42,
  subject: 'Sidewall bulge after 3 weeks',
  tenantName: 'Demo Tyre Centre',
  expiresAt: new Date(Date.now() + 14 * 24 * 3600_000).toISOString(),
};

/** Opens the page the way an e-mailed score link does: token and score in the fragment. */
function openLink(fragment: string) {
  window.history.replaceState(null, '', `/rate${fragment ? `#${fragment}` : ''}`);
  return renderWithApp(<RatePage />, { path: '/rate' });
}

describe('/rate', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('names the ticket, preselects the score from the link and sends it with a comment', async () => {
    const calls = mockApi({
      [`GET ${URL}`]: () => ({ body: SURVEY }),
      [`POST ${URL}`]: () => ({ body: { score: 2, answeredAt: new Date().toISOString() } }),
    });
    openLink(`${TOKEN}:4`);
    expect(await screen.findByRole('heading', { name: 'How did we do?' })).toBeInTheDocument();
    expect(screen.getByText(/#TK-042/)).toBeInTheDocument();
    expect(screen.getByText('Sidewall bulge after 3 weeks')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4: Very good' })).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(screen.getByRole('radio', { name: '2: Fair' }));
    await userEvent.type(screen.getByLabelText('Comment (optional)'), 'Slow to call back');
    await userEvent.click(screen.getByRole('button', { name: 'Send Rating' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your rating' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      score: 2,
      comment: 'Slow to call back',
    });
  });

  it('asks for a score when the link carried none', async () => {
    const calls = mockApi({ [`GET ${URL}`]: () => ({ body: SURVEY }) });
    openLink(TOKEN);
    await userEvent.click(await screen.findByRole('button', { name: 'Send Rating' }));
    expect(await screen.findByText('Choose a score from 1 to 5')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says so when the ticket was rated already, or the link expired', async () => {
    mockApi({
      [`GET ${URL}`]: () => ({ status: 409, body: { message: SURVEY_ANSWERED, code: 'CONFLICT' } }),
    });
    openLink(`${TOKEN}:5`);
    expect(await screen.findByRole('heading', { name: 'Already rated' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SURVEY_ANSWERED);
  });

  it('shows an expired link without a form', async () => {
    mockApi({ [`GET ${URL}`]: () => ({ status: 410, body: { message: SURVEY_EXPIRED, code: 'GONE' } }) });
    openLink(`${TOKEN}:3`);
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SURVEY_EXPIRED);
    expect(screen.queryByRole('button', { name: 'Send Rating' })).not.toBeInTheDocument();
  });

  it('answers a link whose rating is taken meanwhile with the same message', async () => {
    mockApi({
      [`GET ${URL}`]: () => ({ body: SURVEY }),
      [`POST ${URL}`]: () => ({ status: 409, body: { message: SURVEY_ANSWERED, code: 'CONFLICT' } }),
    });
    openLink(`${TOKEN}:5`);
    await userEvent.click(await screen.findByRole('button', { name: 'Send Rating' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Already rated' })).toBeInTheDocument());
  });
});
