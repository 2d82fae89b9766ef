import { screen } from '@testing-library/react';
import { NavigationBridge, useAuthStore } from 'shared-auth';
import { fakeServer, sentBody } from 'shared-auth/testing';
import type { PublicUser } from 'shared-contracts';
import { renderApp } from '../../../testing/render-app';
import { RequestDealForm } from './request-deal-form';

const LISTING_ID = '3f0c4a43-55d7-4d5c-9e39-6d1b1cfd3b53';
const consumer: PublicUser = {
  id: 'u1',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  role: 'user',
  phone: null,
  profileImage: null,
  isEmailVerified: false,
};
// With the router bridge, as in the shell: a redirect by the shared handler would move the page.
const form = (
  <>
    <NavigationBridge />
    <RequestDealForm listingId={LISTING_ID} vehicle="Kia EV6 2025" />
  </>
);

afterEach(() => useAuthStore.setState({ user: null, accessToken: null, isAuthenticated: false }));

describe('request this deal', () => {
  it('a consumer whose email is not verified sees the 403 message in place, and stays on the page', async () => {
    useAuthStore.setState({ user: consumer, accessToken: 't', isAuthenticated: true });
    const { calls } = fakeServer(() => ({
      status: 403,
      data: { message: 'Please verify your email before sending an enquiry' },
    }));
    const { user, location } = renderApp(`/listings/${LISTING_ID}`, { element: form });
    await user.click(screen.getByRole('button', { name: 'Request this deal' }));
    expect(await screen.findByText('Please verify your email before sending an enquiry')).toBeInTheDocument();
    expect(location.pathname).toBe(`/listings/${LISTING_ID}`);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect([calls[0].method, calls[0].url]).toEqual(['post', '/api/enquiries']);
    expect(sentBody(calls[0])).toMatchObject({ listingId: LISTING_ID });
  });

  it('a consumer told to verify first can ask for a new verification link there', async () => {
    useAuthStore.setState({ user: consumer, accessToken: 't', isAuthenticated: true });
    const { calls } = fakeServer(({ url }) =>
      url === '/api/auth/resend-verification'
        ? { status: 200, data: { success: true, message: 'We sent a new verification link to jane@example.com.' } }
        : { status: 403, data: { message: 'Please verify your email before sending an enquiry' } },
    );
    const { user } = renderApp(`/listings/${LISTING_ID}`, { element: form });
    await user.click(screen.getByRole('button', { name: 'Request this deal' }));
    await user.click(await screen.findByRole('button', { name: 'Send a new verification link' }));
    expect(await screen.findByText('We sent a new verification link to jane@example.com.')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/enquiries', '/api/auth/resend-verification']);
  });

  it("a visitor's lead that fails without a message says so in place", async () => {
    fakeServer(() => 'network');
    const { user } = renderApp(`/listings/${LISTING_ID}`, { element: form });
    await user.type(screen.getByLabelText('First name'), 'Jane');
    await user.type(screen.getByLabelText('Email'), 'Jane@Example.com');
    await user.type(screen.getByLabelText('Phone'), '5550100');
    await user.click(screen.getByRole('button', { name: 'Request this deal' }));
    expect(await screen.findByText('We could not send your request. Please try again.')).toBeInTheDocument();
  });
});

describe('under the form', () => {
  it('invites a visitor to sign in and send it in one click', () => {
    fakeServer(() => 'network');
    renderApp(`/listings/${LISTING_ID}`, { element: form });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/login?redirect=${encodeURIComponent(`/listings/${LISTING_ID}`)}`),
    );
  });

  it('tells a signed-in dealer the request goes by email, without inviting it to sign in', () => {
    fakeServer(() => 'network');
    useAuthStore.setState({ user: { ...consumer, role: 'dealer' }, accessToken: 't', isAuthenticated: true });
    renderApp(`/listings/${LISTING_ID}`, { element: form });
    expect(
      screen.getByText('Dealer and administrator accounts cannot send enquiries: this request is confirmed by email.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
