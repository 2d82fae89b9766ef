import { screen, waitFor } from '@testing-library/react';
import { useAuthStore } from 'shared-auth';
import { fakeServer } from 'shared-auth/testing';
import type { PublicUser } from 'shared-contracts';
import { renderApp } from '../../../testing/render-app';

const TOKEN = 'a'.repeat(64);
const consumer: PublicUser = {
  id: 'u1',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Smith',
  role: 'user',
  phone: null,
  profileImage: null,
  isEmailVerified: false,
};

function api() {
  return fakeServer(({ url }) => {
    if (url === `/api/auth/verify-email/${TOKEN}`) return { status: 200, data: { success: true, message: 'ok' } };
    if (url === '/api/auth/me')
      return { status: 200, data: { success: true, data: { user: { ...consumer, isEmailVerified: true } } } };
    throw new Error(`unexpected ${url}`);
  });
}

afterEach(() => useAuthStore.setState({ user: null, accessToken: null, isAuthenticated: false }));

describe('/verify-email/:token', () => {
  it('sends a visitor to sign in', async () => {
    api();
    renderApp(`/verify-email/${TOKEN}`);
    expect(await screen.findByText('Email verified successfully! Redirecting to login...')).toBeInTheDocument();
  });

  it('takes someone signed in back to their account, now verified, not to the sign-in form', async () => {
    const { calls } = api();
    useAuthStore.setState({ user: consumer, accessToken: 't', isAuthenticated: true });
    renderApp(`/verify-email/${TOKEN}`);
    expect(await screen.findByText('Email verified successfully! Redirecting to your account...')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/auth/me')).toBe(true));
    await waitFor(() => expect(useAuthStore.getState().user?.isEmailVerified).toBe(true));
  });
});
