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

describe('an expired or used link', () => {
  it('offers a signed-in, unverified user a new link, and says where it went', async () => {
    const { calls } = fakeServer(({ url }) => {
      if (url === `/api/auth/verify-email/${TOKEN}`)
        return { status: 400, data: { message: 'This verification link is invalid or has expired.' } };
      if (url === '/api/auth/resend-verification')
        return { status: 200, data: { success: true, message: 'We sent a new verification link to sam@example.com.' } };
      throw new Error(`unexpected ${url}`);
    });
    useAuthStore.setState({ user: consumer, accessToken: 't', isAuthenticated: true });
    const { user } = renderApp(`/verify-email/${TOKEN}`);
    expect(await screen.findByText('This verification link is invalid or has expired.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new verification link' }));
    expect(await screen.findByText('We sent a new verification link to sam@example.com.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/auth/resend-verification')).toHaveLength(1);
  });

  it('tells a visitor to sign in for a new link', async () => {
    fakeServer(() => ({ status: 400, data: { message: 'This verification link is invalid or has expired.' } }));
    renderApp(`/verify-email/${TOKEN}`);
    expect(await screen.findByText('Sign in to get a new link.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeInTheDocument();
  });
});
