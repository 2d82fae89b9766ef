// The public area as the shell mounts it (every path), on the real API with the demo data (jest
// project mfe-public-integration): a visitor's /listings shows the API's search results.
import { screen } from '@testing-library/react';
import { callApi } from 'shared-auth';
import { endpoints, SEARCH_PAGE_SIZE } from 'shared-contracts';
import { pointAtRealApi, renderArea, signOut } from 'shared-ui/testing';
import PublicRoutes from './PublicRoutes';

afterEach(signOut);

describe('public area on the real API', () => {
  it('shows the demo listings on /listings, in the order the search answers', async () => {
    pointAtRealApi();
    // What the page asks for with no filter (get-listings.ts listingsQuery; the default sort is not sent).
    const { data, meta } = await callApi(endpoints.listings.search, {
      query: { status: 'active', page: 1, limit: SEARCH_PAGE_SIZE },
    });
    expect(data.listings.length).toBeGreaterThan(0);
    const titles = data.listings.map((l) => `${l.make} ${l.model} ${l.year}`);

    renderArea(PublicRoutes, { area: 'public', path: '/listings' });
    expect(await screen.findByRole('article', { name: titles[0] })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(titles);
    expect(meta.pagination.total).toBeGreaterThanOrEqual(titles.length);
  });
});
