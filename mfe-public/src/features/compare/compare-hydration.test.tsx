// The picks live in localStorage, which the server never sees: a server-rendered page must
// hydrate without a mismatch when the browser has picks, and show them right after.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ListingSummary } from 'shared-contracts';
import { fakeServer } from 'shared-auth/testing';
import { AppProviders } from 'shared-ui';
import { prefetchPublicPage } from '../../app/ssr/prefetch-public-page';
import { PublicRoutes } from '../../app/public-routes';
import { testQueryClient } from '../../testing/render-app';
import { COMPARE_STORAGE_KEY, useCompareStore } from './compare-store';

const car: ListingSummary = {
  id: 'l1',
  make: 'Toyota',
  model: 'Camry',
  year: 2024,
  bodyType: 'Sedan',
  fuelType: 'Hybrid',
  transmission: 'Automatic',
  monthlyPayment: 329,
  imageUrls: [],
  isLimitedOffer: false,
  dateAdded: '2025-07-01T00:00:00.000Z',
  msrp: 30000,
  downPayment: 2000,
  leaseTerms: [36],
  mileageLimits: [10000],
  extraMileageCost: 0.25,
  dealScore: null,
};

async function serverRenderedSearch() {
  fakeServer(({ url }) => ({
    status: 200,
    data:
      url === '/api/listings'
        ? {
            success: true,
            data: { listings: [car] },
            meta: { pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } },
          }
        : { success: true, data: { makes: ['Toyota'], models: { Toyota: ['Camry'] }, bodyTypes: ['Sedan'] } },
  }));
  const queryClient = testQueryClient();
  await prefetchPublicPage(new URL('http://site.example/listings'), queryClient);
  const page = (
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={['/listings']}>
        <Routes>
          <Route path="/*" element={<PublicRoutes />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>
  );
  useCompareStore.setState({ picks: [] });
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.appendChild(container);
  return { page, container };
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  useCompareStore.setState({ picks: [] });
});

it('a box ticked on the server-rendered page before it hydrated puts the deal in the compare bar once it has', async () => {
  const { page, container } = await serverRenderedSearch();
  const box = container.querySelector<HTMLInputElement>('input[aria-label="Compare Toyota Camry 2024"]')!;
  box.click(); // no React yet: only the box changes
  expect(box.checked).toBe(true);
  await act(async () => {
    hydrateRoot(container, page);
  });
  await waitFor(() => expect(screen.getByRole('link', { name: 'Compare (1)' })).toBeInTheDocument());
  expect(useCompareStore.getState().picks.map((p) => p.id)).toEqual(['l1']);
  expect(screen.getByRole('checkbox', { name: 'Compare Toyota Camry 2024' })).toBeChecked();
});

it('a server-rendered search hydrates cleanly with picks in localStorage, then shows them', async () => {
  // The server: no localStorage, no picks.
  const { page, container } = await serverRenderedSearch();
  expect(container.innerHTML).toContain('Toyota Camry 2024');
  expect(container.innerHTML).not.toContain('Deals to compare');

  // The browser: the store read its picks from localStorage before the page hydrates.
  localStorage.setItem(
    COMPARE_STORAGE_KEY,
    JSON.stringify({
      state: {
        picks: [
          { id: 'l1', title: 'Toyota Camry 2024' },
          { id: 'x2', title: 'Kia EV6 2024' },
        ],
      },
      version: 1,
    }),
  );
  await useCompareStore.persist.rehydrate();
  expect(useCompareStore.getState().picks).toHaveLength(2);

  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
  });
  await waitFor(() => expect(screen.getByRole('link', { name: 'Compare (2)' })).toBeInTheDocument());
  expect(screen.getByRole('checkbox', { name: 'Compare Toyota Camry 2024' })).toBeChecked();
  expect(mismatches).toEqual([]);
});
