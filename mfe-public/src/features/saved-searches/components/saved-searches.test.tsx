import { screen, within } from '@testing-library/react';
import { useAuthStore } from 'shared-auth';
import { fakeServer, sentBody } from 'shared-auth/testing';
import type { PublicUser, SavedSearch } from 'shared-contracts';
import { renderApp } from '../../../testing/render-app';
import { SaveSearchButton } from '../../../shared/keep/save-search-button';

const consumer: PublicUser = {
  id: 'u1',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  role: 'user',
  phone: null,
  profileImage: null,
  isEmailVerified: true,
};
const SEARCH: SavedSearch = {
  id: '0b9f7d36-8f7c-4a55-9b1e-0f4e2b7c1a10',
  name: 'SUV · Toyota · $200-$300/month',
  query: 'bodyType=SUV&make=Toyota&minPrice=200&maxPrice=300',
  mailOn: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastRunAt: null,
};

beforeEach(() => useAuthStore.setState({ user: consumer, accessToken: 't', isAuthenticated: true }));
afterEach(() => useAuthStore.setState({ user: null, accessToken: null, isAuthenticated: false }));

describe('Save search', () => {
  it('sends the search in the URL and toasts its name', async () => {
    const { calls } = fakeServer(() => ({
      status: 201,
      data: { success: true, message: 'Search saved', data: { ...SEARCH, name: 'SUV · Toyota' } },
    }));
    const { user } = renderApp('/listings?bodyType=SUV&make=Toyota', { element: <SaveSearchButton /> });
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('Search saved: SUV · Toyota')).toBeInTheDocument();
    expect(sentBody(calls[0])).toEqual({ query: '?bodyType=SUV&make=Toyota' });
  });

  it('is a link to sign in for a visitor, back to the same search (it works before the page hydrates)', () => {
    useAuthStore.setState({ user: null, accessToken: null, isAuthenticated: false });
    renderApp('/listings?bodyType=SUV', { element: <SaveSearchButton /> });
    expect(screen.queryByRole('button', { name: 'Save search' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Save search' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Flistings%3FbodyType%3DSUV',
    );
  });

  it("shows the limit's message", async () => {
    fakeServer(() => ({
      status: 409,
      data: { message: 'You can keep up to 20 saved searches. Delete one to save this search.' },
    }));
    const { user } = renderApp('/listings', { element: <SaveSearchButton /> });
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(
      await screen.findByText('You can keep up to 20 saved searches. Delete one to save this search.'),
    ).toBeInTheDocument();
  });
});

describe('/user/saved-searches', () => {
  it('lists the searches, opens one as its search page URL, turns its mail off and deletes it after asking', async () => {
    let searches = [SEARCH];
    const { calls } = fakeServer((config) => {
      if (config.method === 'get')
        return { status: 200, data: { success: true, data: { savedSearches: searches, max: 20 } } };
      if (config.method === 'patch') {
        searches = [{ ...SEARCH, mailOn: false }];
        return { status: 200, data: { success: true, message: 'Daily emails off', data: searches[0] } };
      }
      searches = [];
      return { status: 200, data: { success: true, message: 'Saved search deleted' } };
    });
    const { user } = renderApp('/user/saved-searches');
    const row = (await screen.findByRole('heading', { level: 2, name: SEARCH.name })).closest('li')!;
    expect(within(row).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      `/listings?${SEARCH.query}&budget=200-300`,
    );
    await user.click(within(row).getByRole('switch', { name: 'Daily email' }));
    expect(await screen.findByText('Daily emails off')).toBeInTheDocument();
    expect(sentBody(calls.find((c) => c.method === 'patch')!)).toEqual({ mailOn: false });
    await user.click(within(row).getByRole('button', { name: `Delete ${SEARCH.name}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No saved searches yet' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'delete' && c.url === `/api/saved-searches/${SEARCH.id}`)).toBe(true);
  }, 20_000);
});

describe('/unsubscribe', () => {
  it('turns the mail off without a session and says what was turned off', async () => {
    useAuthStore.setState({ user: null, accessToken: null, isAuthenticated: false });
    const { calls } = fakeServer(() => ({
      status: 200,
      data: {
        success: true,
        message: 'You will no longer get emails about “SUV”.',
        data: { scope: 'search', name: 'SUV' },
      },
    }));
    renderApp('/unsubscribe?token=s.abc.def');
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText('You will no longer get emails about “SUV”.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(sentBody(calls[0])).toEqual({ token: 's.abc.def' });
  });

  it('says why a bad link did nothing', async () => {
    fakeServer(() => ({
      status: 400,
      data: { message: 'This unsubscribe link is not valid. Manage your emails from your saved searches.' },
    }));
    renderApp('/unsubscribe?token=nope');
    expect(await screen.findByRole('heading', { name: 'We could not unsubscribe you' })).toBeInTheDocument();
    expect(
      screen.getByText('This unsubscribe link is not valid. Manage your emails from your saved searches.'),
    ).toBeInTheDocument();
  });
});
