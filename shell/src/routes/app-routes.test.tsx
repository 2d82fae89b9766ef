import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import type { PublicRouteManifest, PublicUser } from 'shared-contracts';
import { useAuthStore } from 'shared-auth';
import { AppProviders, createQueryClient, type RemoteRoutesProps } from 'shared-ui';
import { RemoteLoaderContext, type RemoteLoader } from '../components/remote-area';
import { AppRoutes } from './app-routes';

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="current path">{pathname}</output>;
}

function Subscription() {
  return <p>subscription {useParams()['*']}</p>;
}

/** The public remote's own unknown path. */
function NotFound() {
  return <p>public not found {useLocation().pathname}</p>;
}

function Listing() {
  return <p>listing {useParams().id}</p>;
}

// Stand-ins for the remotes, each with relative routes like the real ones.
const fakeRemotes: Record<string, ComponentType<RemoteRoutesProps>> = {
  'mfe_public/PublicRoutes': ({ host }) => (
    <>
      <p>
        public area at {host?.base} for {host?.location.pathname}
      </p>
      <Routes>
        <Route index element={<p>public home</p>} />
        <Route path="login" element={<p>login page</p>} />
        <Route path="viewListings/:id" element={<Listing />} />
        <Route path="unauthorized" element={<p>unauthorized page</p>} />
        <Route path="user/profile" element={<p>user profile</p>} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </>
  ),
  'mfe_public/LandingRoutes': () => <p>landing body</p>,
  'mfe_dealer/DealerRoutes': () => (
    <Routes>
      <Route path="dashboard" element={<p>dealer dashboard</p>} />
    </Routes>
  ),
  'mfe_billing/DealerBilling': () => <p>dealer billing</p>,
  'mfe_admin/AdminRoutes': () => (
    <Routes>
      <Route path="dashboard" element={<p>admin dashboard</p>} />
    </Routes>
  ),
  'mfe_billing/AdminSubscription': Subscription,
  'mfe_billing/AdminBilling': () => (
    <Routes>
      <Route path="disputes" element={<p>lead disputes</p>} />
    </Routes>
  ),
};

/** The public remote's route manifest: the header's and footer's links come from it. */
const fakeManifest: PublicRouteManifest = {
  pages: [{ path: '/', serverRendered: true }],
  header: [
    { label: 'Home', to: '/' },
    { label: 'Deals of the week', to: '/listings' },
  ],
  footer: [{ label: 'Partner with Us', to: '/partner' }],
};

const goodLoader: RemoteLoader = async (id) => (id === 'mfe_public/routeManifest' ? fakeManifest : fakeRemotes[id]);

const user = (role: PublicUser['role'], permissions?: Record<string, boolean>): PublicUser => ({
  id: 'u1',
  email: `${role}@example.com`,
  firstName: 'Sam',
  lastName: 'Smith',
  role,
  phone: null,
  profileImage: null,
  isEmailVerified: true,
  permissions,
});

function signIn(u: PublicUser | null) {
  if (u) localStorage.setItem('accessToken', 't');
  useAuthStore.setState({
    user: u,
    accessToken: u ? 't' : null,
    isAuthenticated: Boolean(u),
    isLoading: false,
    error: null,
  });
}

function renderAt(path: string, loader: RemoteLoader = goodLoader) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <RemoteLoaderContext.Provider value={loader}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <Where />
        </MemoryRouter>
      </RemoteLoaderContext.Provider>
    </AppProviders>,
  );
}

const path = () => screen.getByRole('status', { name: 'current path' }).textContent;

beforeEach(() => {
  localStorage.clear();
  signIn(null);
});

describe('index route', () => {
  it('shows the public home to visitors and consumers', async () => {
    renderAt('/');
    expect(await screen.findByText('public home')).toBeInTheDocument();
  });
  it('shows the public home to a consumer', async () => {
    signIn(user('user'));
    renderAt('/');
    expect(await screen.findByText('public home')).toBeInTheDocument();
  });
  it('sends an admin to /admin/dashboard', async () => {
    signIn(user('admin'));
    renderAt('/');
    expect(await screen.findByText('admin dashboard')).toBeInTheDocument();
    expect(path()).toBe('/admin/dashboard');
  });
  it('sends a dealer to /dealer/dashboard', async () => {
    signIn(user('dealer'));
    renderAt('/');
    expect(await screen.findByText('dealer dashboard')).toBeInTheDocument();
    expect(path()).toBe('/dealer/dashboard');
  });
});

describe('the public area', () => {
  it('takes every path outside the other mount points: the public remote decides what is unknown', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText('public not found /no/such/page')).toBeInTheDocument();
    expect(path()).toBe('/no/such/page');
  });

  it('serves the public remote its own paths, even /dealer/login inside the dealer mount point', async () => {
    renderAt('/dealer/login');
    expect(await screen.findByText('public area at / for /dealer/login')).toBeInTheDocument();
    cleanup();
    renderAt('/viewListings/abc');
    expect(await screen.findByText('listing abc')).toBeInTheDocument();
  });
});

describe('guards', () => {
  it('sends a visitor of /dealer/dashboard to /login', async () => {
    renderAt('/dealer/dashboard');
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });
  it('sends a dealer opening /dealer to /dealer/dashboard', async () => {
    signIn(user('dealer'));
    renderAt('/dealer');
    expect(await screen.findByText('dealer dashboard')).toBeInTheDocument();
    expect(path()).toBe('/dealer/dashboard');
  });
  it('sends an admin opening /admin to /admin/dashboard', async () => {
    signIn(user('admin'));
    renderAt('/admin');
    expect(await screen.findByText('admin dashboard')).toBeInTheDocument();
    expect(path()).toBe('/admin/dashboard');
  });
  it('sends a dealer opening the admin area to /unauthorized', async () => {
    signIn(user('dealer'));
    renderAt('/admin/dashboard');
    expect(await screen.findByText('unauthorized page')).toBeInTheDocument();
  });
  it('lets only consumers open /user/profile', async () => {
    signIn(user('user'));
    renderAt('/user/profile');
    expect(await screen.findByText('user profile')).toBeInTheDocument();
  });
  it('routes /dealer/payment to billing and /admin/subscription-details/:id to billing', async () => {
    signIn(user('dealer', { manageBilling: true }));
    renderAt('/dealer/payment');
    expect(await screen.findByText('dealer billing')).toBeInTheDocument();
    cleanup();
    signIn(user('admin'));
    renderAt('/admin/subscription-details/d42');
    expect(await screen.findByText('subscription d42')).toBeInTheDocument();
  });
  it("routes /admin/billing/* to billing's admin pages, for admins only", async () => {
    signIn(user('admin', { manageDealers: true }));
    renderAt('/admin/billing/disputes');
    expect(await screen.findByText('lead disputes')).toBeInTheDocument();
    cleanup();
    signIn(user('dealer', { manageBilling: true }));
    renderAt('/admin/billing/disputes');
    expect(await screen.findByText('unauthorized page')).toBeInTheDocument();
  });
});

describe('shells', () => {
  it('dealer sidebar hides items whose permission is not granted', async () => {
    signIn(user('dealer', { manageListings: true, manageLeads: false, manageBilling: true }));
    renderAt('/dealer/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Dealer navigation' });
    expect(within(nav).getByRole('link', { name: 'Listings' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Subscriptions' })).toHaveAttribute('href', '/dealer/payment');
    expect(within(nav).queryByRole('link', { name: 'Leads' })).not.toBeInTheDocument();
    expect(screen.getByText('Dealer')).toBeInTheDocument();
  });

  it('dealer sidebar has the spec groups, and an item only shows when its permission is exactly true', async () => {
    signIn(user('dealer', { manageListings: true, manageLeads: 'yes' as unknown as boolean }));
    renderAt('/dealer/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Dealer navigation' });
    for (const group of ['Overview', 'Business Management', 'Account', 'Enquiries'])
      expect(within(nav).getByText(group, { selector: 'li' })).toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Listings', 'Profile', 'Settings', 'Enquiries']);
    expect(within(nav).getByRole('link', { name: 'Enquiries' })).toHaveAttribute('href', '/dealer/enquiries');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/dealer/setting');
  });

  it('marks Listings and names the page "Listings" on the listing add, edit and detail pages', async () => {
    signIn(user('dealer', { manageListings: true, manageLeads: true }));
    for (const at of ['/dealer/listings', '/dealer/new-listing', '/dealer/new-listing/l1', '/dealer/view-listing/l1']) {
      renderAt(at);
      const nav = await screen.findByRole('navigation', { name: 'Dealer navigation' });
      expect(within(nav).getByRole('link', { name: 'Listings' })).toHaveClass('active');
      expect(within(nav).getByRole('link', { name: 'Leads' })).not.toHaveClass('active');
      expect(screen.getByRole('banner')).toHaveTextContent('Listings');
      cleanup();
    }
  });

  it('admin header shows the admin name and Administrator', async () => {
    signIn(user('admin', { manageDealers: true, verifyLeads: true }));
    renderAt('/admin/dashboard');
    expect(await screen.findByText('admin dashboard')).toBeInTheDocument();
    expect(screen.getByText('Sam Smith')).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dealer Management' })).toBeInTheDocument();
  });

  it('admin menu links Lead Disputes for manageDealers, names the page after it, and hides it without the permission', async () => {
    signIn(user('admin', { manageDealers: true, verifyLeads: false }));
    renderAt('/admin/billing/disputes');
    expect(await screen.findByText('lead disputes')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Administrator navigation' });
    const item = within(nav).getByRole('link', { name: 'Lead Disputes' });
    expect(item).toHaveAttribute('href', '/admin/billing/disputes');
    expect(item).toHaveClass('active');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Dealer Management', 'Lead Disputes', 'Background Jobs', 'Profile', 'Settings']);
    expect(screen.getByRole('banner')).toHaveTextContent('Lead Disputes');
    cleanup();
    signIn(user('admin', { manageDealers: false, verifyLeads: true }));
    renderAt('/admin/dashboard');
    const other = await screen.findByRole('navigation', { name: 'Administrator navigation' });
    expect(within(other).queryByRole('link', { name: 'Lead Disputes' })).not.toBeInTheDocument();
    expect(within(other).queryByRole('link', { name: 'Background Jobs' })).not.toBeInTheDocument();
  });
});

describe('public header and footer', () => {
  it("shows the links of the public remote's route manifest", async () => {
    renderAt('/about');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(main).findByRole('link', { name: 'Deals of the week' })).toHaveAttribute('href', '/listings');
    expect(within(main).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Partner with Us' })).toHaveAttribute('href', '/partner');
  });

  it('keeps the logo and the sign-in buttons without links when the public remote is down', async () => {
    const down: RemoteLoader = async () => {
      throw new Error('remote entry unreachable');
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/about', down);
    expect(await screen.findByText('This section is temporarily unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LeaseMarket home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryAllByRole('link')).toHaveLength(0);
  });
});

describe('remote failure', () => {
  it('shows the unavailable message with Retry, and Retry loads again', async () => {
    let fail = true;
    const loader = jest.fn<RemoteLoader>(async (id) => {
      if (fail) throw new Error('remote entry unreachable');
      return fakeRemotes[id];
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/', loader);
    expect(await screen.findByText('This section is temporarily unavailable.')).toBeInTheDocument();
    // The rest of the site (header, footer) still renders.
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('public home')).toBeInTheDocument();
    expect(loader.mock.calls.filter(([id]) => id === 'mfe_public/PublicRoutes')).toHaveLength(2);
  });
});
