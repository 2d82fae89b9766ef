import { cleanup, screen, waitFor } from '@testing-library/react';
import { apiClient } from 'shared-auth';
import { httpError, ok, renderApp } from '../../../testing/render-app';

afterEach(() => jest.restoreAllMocks());

const verifyCalls = (spy: jest.SpyInstance) => spy.mock.calls.filter(([url]) => String(url).startsWith('/api/leads/verify-leads/'));

describe('lead verification page', () => {
  it('spends the one-time token once, even when StrictMode mounts the page twice', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ success: true, message: 'Lead verified' }));
    const { location } = renderApp('/verify-leads/tok-1', { strict: true });
    expect(await screen.findByText('Email verified successfully')).toBeInTheDocument();
    expect(verifyCalls(get)).toEqual([['/api/leads/verify-leads/tok-1']]);
    // then on to the search after 2 s
    await waitFor(() => expect(location.pathname).toBe('/listings'), { timeout: 3000 });
  });

  it('shows the server message when the token is refused', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(httpError(400, { message: 'This link has expired' }));
    renderApp('/verify-leads/tok-2');
    expect(await screen.findByText('This link has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse lease deals' })).toHaveAttribute('href', '/listings');
  });

  it('shows the answer again, without a second call, when the page opens again soon after', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ success: false, message: 'Already used' }));
    const first = renderApp('/verify-leads/tok-3');
    expect(await screen.findByText('Already used')).toBeInTheDocument();
    cleanup();
    // the same page cache (the shell's one client) and the same token
    renderApp('/verify-leads/tok-3', { queryClient: first.queryClient });
    expect(await screen.findByText('Already used')).toBeInTheDocument();
    expect(verifyCalls(get)).toHaveLength(1);
  });
});
