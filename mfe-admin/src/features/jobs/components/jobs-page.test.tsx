import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, type FakeReply, type FakeRoute } from 'shared-auth/testing';
import type { FailedMail, JobRun } from 'shared-contracts';
import { DEMO_ADMIN, renderApp, signInAdmin, signOut } from '../../../testing/render-app';

type Call = Parameters<FakeRoute>[0];

beforeEach(() => signInAdmin());
afterEach(signOut);

const RUNS: JobRun[] = [
  {
    id: 'run-2',
    name: 'deal-score-refresh',
    state: 'failed',
    createdAt: '2025-03-04T15:00:00.000Z',
    startedAt: '2025-03-04T15:00:01.000Z',
    completedAt: '2025-03-04T15:00:09.000Z',
    retryCount: 3,
    retryLimit: 3,
    lastError: 'relation "listing_removals" does not exist',
  },
  {
    id: 'run-1',
    name: 'billing-clock',
    state: 'completed',
    createdAt: '2025-03-04T14:55:00.000Z',
    startedAt: '2025-03-04T14:55:02.000Z',
    completedAt: '2025-03-04T14:55:03.000Z',
    retryCount: 0,
    retryLimit: 3,
    lastError: null,
  },
];

const MAIL: FailedMail = {
  id: 'mail-1',
  to: 'gone@example.com',
  subject: 'Your saved search has new deals',
  attempts: 10,
  lastError: '550 No such user',
  createdAt: '2025-03-04T12:00:00.000Z',
};

function serve(route: (config: Call) => FakeReply | undefined = () => undefined) {
  let mails = [MAIL];
  return fakeServer((config) => {
    const own = route(config);
    if (own) return own;
    if (config.url === '/api/admin/jobs') return { status: 200, data: { success: true, data: { runs: RUNS } } };
    if (config.url === '/api/admin/mail/failed') return { status: 200, data: { success: true, data: { mails } } };
    if (config.url === '/api/admin/mail/mail-1/retry' && config.method === 'post') {
      mails = [];
      return { status: 200, data: { success: true, message: 'The mail is queued to be sent again' } };
    }
    return { status: 404, data: { message: 'Not found' } };
  });
}

describe('/admin/jobs, Background jobs', () => {
  it('lists the recent runs with their state, times, retries and last error', async () => {
    serve();
    renderApp('/admin/jobs');
    expect(screen.getByRole('heading', { level: 1, name: 'Background jobs' })).toBeInTheDocument();
    const runs = screen.getByRole('region', { name: 'Recent runs' });
    const failed = (await within(runs).findByText('Deal score refresh')).closest('tr')!;
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('3 of 3')).toBeInTheDocument();
    expect(within(failed).getByText('relation "listing_removals" does not exist')).toBeInTheDocument();
    expect(within(failed).getAllByText(/Mar 4, 2025/)).toHaveLength(2);
    const done = within(runs).getByText('Billing clock').closest('tr')!;
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(within(done).getByText('0 of 3')).toBeInTheDocument();
  });

  it('lists failed mails; Retry sends one back and it leaves the list', async () => {
    const { calls } = serve();
    const { user } = renderApp('/admin/jobs');
    const section = screen.getByRole('region', { name: 'Failed mails' });
    const row = (await within(section).findByText('gone@example.com')).closest('tr')!;
    expect(within(row).getByText('Your saved search has new deals')).toBeInTheDocument();
    expect(within(row).getByText('10')).toBeInTheDocument();
    expect(within(row).getByText('550 No such user')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Retry the mail to gone@example.com' }));
    expect(await screen.findByText('The mail is queued to be sent again')).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByText('gone@example.com')).not.toBeInTheDocument());
    expect(within(section).getByText('No failed mails')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'post').map((c) => c.url)).toEqual(['/api/admin/mail/mail-1/retry']);
  });

  it('shows a failed load with Try Again', async () => {
    let fail = true;
    serve((config) =>
      config.url === '/api/admin/jobs' && fail ? { status: 500, data: { message: 'Database unavailable' } } : undefined,
    );
    const { user } = renderApp('/admin/jobs');
    expect(await screen.findByText('Failed to load the job runs')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Deal score refresh')).toBeInTheDocument();
  });

  it('is not shown to an admin without manageDealers', async () => {
    serve();
    signInAdmin({ ...DEMO_ADMIN, permissions: { ...DEMO_ADMIN.permissions, manageDealers: false } });
    const { location } = renderApp('/admin/jobs');
    await waitFor(() => expect(location.pathname).toBe('/unauthorized'));
    expect(screen.queryByRole('heading', { name: 'Background jobs' })).not.toBeInTheDocument();
  });
});
