import { cleanup, screen, waitFor } from '@testing-library/react';
import { fakeServer } from 'shared-auth/testing';
import { renderApp } from '../../../testing/render-app';

const verifyCalls = (calls: ReturnType<typeof fakeServer>['calls']) =>
  calls
    .filter((call) => String(call.url).startsWith('/api/leads/verify-leads/'))
    .map((call) => [call.method, call.url]);

describe('lead verification page', () => {
  it('spends the one-time token once, even when StrictMode mounts the page twice', async () => {
    const { calls } = fakeServer(() => ({ status: 200, data: { success: true, message: 'Lead verified' } }));
    const { location } = renderApp('/verify-leads/tok-1', { strict: true });
    expect(await screen.findByText('Email verified successfully')).toBeInTheDocument();
    expect(verifyCalls(calls)).toEqual([['get', '/api/leads/verify-leads/tok-1']]);
    // then on to the search after 2 s
    await waitFor(() => expect(location.pathname).toBe('/listings'));
  });

  it('shows the server message when the token is refused', async () => {
    fakeServer(() => ({ status: 400, data: { message: 'This link has expired' } }));
    renderApp('/verify-leads/tok-2');
    expect(await screen.findByText('This link has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse lease deals' })).toHaveAttribute('href', '/listings');
  });

  it('shows the answer again, without a second call, when the page opens again soon after', async () => {
    // A spent token: the API refuses it with an error status and its message.
    const { calls } = fakeServer(() => ({ status: 400, data: { message: 'Already used' } }));
    const first = renderApp('/verify-leads/tok-3');
    expect(await screen.findByText('Already used')).toBeInTheDocument();
    cleanup();
    // the same page cache (the shell's one client) and the same token
    renderApp('/verify-leads/tok-3', { queryClient: first.queryClient });
    expect(await screen.findByText('Already used')).toBeInTheDocument();
    expect(verifyCalls(calls)).toHaveLength(1);
  });
});
