import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthPage } from '../../pages/AuthPage';
import { mockApi } from '../../test/fetch-mock';
import { aUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';

const signedOut = { 'GET /api/auth/user': () => ({ status: 401, body: { message: 'Please sign in' } }) };

describe('the sign-in page', () => {
  it('asks for both fields with the spec’s messages', async () => {
    mockApi(signedOut);
    renderWithApp(<AuthPage />, { path: '/auth' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server’s refusal in a Login failed toast', async () => {
    mockApi({
      ...signedOut,
      'POST /api/auth/login': () => ({ status: 401, body: { message: 'Invalid username or password' } }),
    });
    renderWithApp(<AuthPage />, { path: '/auth' });
    await userEvent.type(await screen.findByLabelText('Email'), 'sam.carter');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
  });

  it('reads Signing in... while pending, greets the user and goes to /tickets', async () => {
    let answer: (value: unknown) => void = () => {};
    const pending = new Promise((resolve) => (answer = resolve));
    const calls = mockApi({ ...signedOut, 'POST /api/auth/login': () => ({ body: aUser() }) });
    const fetchOk = globalThis.fetch;
    globalThis.fetch = async (...args) => {
      if (String(args[0]).endsWith('/api/auth/login')) await pending;
      return fetchOk(...args);
    };
    const { location } = renderWithApp(<AuthPage />, { path: '/auth' });
    await userEvent.type(await screen.findByLabelText('Email'), 'sam.carter@demo.example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'treaddesk-demo-2025');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer(undefined);
    expect(await screen.findByText('Welcome back, sam.carter')).toBeInTheDocument();
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/tickets'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      username: 'sam.carter@demo.example.com',
      password: 'treaddesk-demo-2025',
    });
  });
});
