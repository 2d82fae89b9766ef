import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, sentBody, type FakeReply } from 'shared-auth/testing';
import type { Listing } from 'shared-contracts';
import { makeListing } from '../../../testing/fixtures';
import { renderApp, signInDealer, signOut } from '../../../testing/render-app';

const PATH = '/dealer/view-listing/listing-1';

function serveListing(
  listing: Listing | FakeReply | (() => FakeReply),
  command?: (method: string, url: string, body: unknown) => FakeReply | Promise<FakeReply>,
) {
  return fakeServer((config) => {
    if (config.method === 'get' && config.url === '/api/listings/listing-1') {
      if (typeof listing === 'function') return listing();
      return typeof listing === 'object' && 'id' in listing
        ? { status: 200, data: { success: true, data: listing } }
        : listing;
    }
    if (command) return command(config.method ?? '', config.url ?? '', sentBody(config));
    return { status: 404, data: { message: 'Not found' } };
  });
}

/** Pretends the window is a phone (max-width 640px matches). */
function phoneWidth() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: /max-width:\s*(640|599\.95|899\.95)px/.test(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

beforeEach(() => signInDealer());
afterEach(() => {
  signOut();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('Listing detail', () => {
  it('shows "Loading listing details...", then the listing, its status and what it means, and the six sections', async () => {
    serveListing(makeListing(1, { status: 'pending' }));
    renderApp(PATH);
    expect(screen.getByText('Loading listing details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: '2024 Toyota Camry1' })).toBeInTheDocument();
    const status = screen.getByRole('status', { name: 'Listing status' });
    expect(status).toHaveTextContent('Status: Pending approval');
    expect(status).toHaveTextContent(
      'Waiting for approval: our team reviews new and edited listings before shoppers can see them.',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Vehicle Overview',
      'Lease Details',
      'Vehicle Specifications',
      'Features',
      'Annual Mileage Limit (Miles)',
      'Lease Term (months)',
    ]);
    const lease = screen.getByRole('region', { name: 'Lease Details' });
    expect(within(lease).getByText('Monthly Payment').nextElementSibling).toHaveTextContent('$399/month');
    expect(within(lease).getByText('MSRP').nextElementSibling).toHaveTextContent('$32,000');
    expect(within(lease).getByText('Extra Mileage Cost').nextElementSibling).toHaveTextContent('$0.25/mile');
    expect(
      within(screen.getByRole('region', { name: 'Lease Term (months)' }))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['24 months', '36 months']);
    expect(
      within(screen.getByRole('region', { name: 'Annual Mileage Limit (Miles)' }))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['10,000', '12,000']);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/dealer/new-listing/listing-1');
  });

  it('shows the stock number the wizard or an import set, and nothing for a listing without one', async () => {
    serveListing(makeListing(1, { stockNumber: 'A-1042' }));
    const { unmount } = renderApp(PATH);
    expect(await screen.findByText('Stock number')).toBeInTheDocument();
    expect(screen.getByText('A-1042')).toBeInTheDocument();
    unmount();
    serveListing(makeListing(1, { stockNumber: null }));
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: '2024 Toyota Camry1' })).toBeInTheDocument();
    expect(screen.queryByText('Stock number')).not.toBeInTheDocument();
  });

  it('applies the display rules: "Not specified", "N/A", "No features listed for this vehicle."', async () => {
    serveListing(
      makeListing(1, {
        leaseTerms: [],
        mileageLimits: [],
        exteriorColor: '',
        safetyFeatures: [],
        comfortFeatures: [],
        entertainmentFeatures: [],
        specialFeatures: [],
      }),
    );
    renderApp(PATH);
    const terms = await screen.findByRole('region', { name: 'Lease Term (months)' });
    expect(within(terms).getByText('Not specified')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Annual Mileage Limit (Miles)' })).getByText('N/A'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Vehicle Overview' })).getByText('Exterior Color').nextElementSibling,
    ).toHaveTextContent('N/A');
    expect(
      within(screen.getByRole('region', { name: 'Features' })).getByText('No features listed for this vehicle.'),
    ).toBeInTheDocument();
  });

  it('shows the main image then the gallery images: counter, next/previous, full-screen "n of total"', async () => {
    serveListing(makeListing(1));
    const { user } = renderApp(PATH);
    const gallery = await screen.findByRole('region', { name: 'Toyota Camry1 2024 photos' });
    expect(within(gallery).getByText('1 / 3')).toBeInTheDocument();
    expect(within(gallery).getByRole('img', { name: 'Toyota Camry1 2024, photo 1' })).toHaveAttribute(
      'src',
      '/uploads/listings/1/main.jpg',
    );
    await user.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(within(gallery).getByText('2 / 3')).toBeInTheDocument();
    expect(within(gallery).getByRole('img', { name: 'Toyota Camry1 2024, photo 2' })).toHaveAttribute(
      'src',
      '/uploads/listings/1/g1.jpg',
    );
    await user.click(within(gallery).getByRole('button', { name: 'Previous photo' }));
    expect(within(gallery).getByText('1 / 3')).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: 'Show photo 3' }));
    await user.click(within(gallery).getByRole('button', { name: 'View full screen' }));
    const viewer = await screen.findByRole('dialog', { name: 'Toyota Camry1 2024 photos, full screen' });
    expect(within(viewer).getByText('3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('1 of 3')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes after "Delete this listing": Deleting..., the toast, then /dealer/listings', async () => {
    let release: (r: FakeReply) => void = () => undefined;
    const { calls } = serveListing(makeListing(1), (method) =>
      method === 'delete'
        ? new Promise<FakeReply>((resolve) => {
            release = resolve;
          })
        : { status: 404, data: { message: 'Not found' } },
    );
    const { user, location } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this listing' });
    expect(within(dialog).getByText('Are you sure you want to delete the Listing?')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel', 'Delete Listing']);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Listing' }));
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'delete').map((c) => c.url)).toEqual(['/api/listings/listing-1']);
    await act(async () => release({ status: 200, data: { success: true, message: 'Listing deleted' } }));
    expect(await screen.findByText('Listing deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(location.pathname).toBe('/dealer/listings'));
  });

  it('keeps the dialog open with "Failed to delete listing" when the delete fails; Cancel closes it', async () => {
    serveListing(makeListing(1), () => ({ status: 500 }));
    const { user, location } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this listing' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Listing' }));
    expect(await screen.findByText('Failed to delete listing')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete Listing' })).toBeEnabled();
    expect(location.pathname).toBe(PATH);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('labels the confirm button "Delete" on small screens', async () => {
    phoneWidth();
    serveListing(makeListing(1));
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this listing' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel', 'Delete']);
  });

  it('pauses an active listing from its status panel', async () => {
    let listing = makeListing(1);
    const { calls } = fakeServer((config) => {
      if (config.method === 'get' && config.url === '/api/listings/listing-1')
        return { status: 200, data: { success: true, data: listing } };
      if (config.method === 'put' && config.url === '/api/listings/listing-1/status') {
        listing = { ...listing, status: (sentBody(config) as { status: Listing['status'] }).status };
        return { status: 200, data: { success: true, message: 'Listing status updated', data: listing } };
      }
      return { status: 404, data: { message: 'Not found' } };
    });
    const { user } = renderApp(PATH);
    const status = await screen.findByRole('status', { name: 'Listing status' });
    expect(status).toHaveTextContent('Status: Active');
    await user.click(within(status).getByRole('button', { name: 'Pause listing' }));
    expect(await screen.findByText('Listing paused: shoppers no longer see it.')).toBeInTheDocument();
    expect(sentBody(calls.find((c) => c.method === 'put')!)).toEqual({ status: 'paused' });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Listing status' })).toHaveTextContent('Status: Paused'),
    );
    expect(
      within(screen.getByRole('status', { name: 'Listing status' })).getByRole('button', { name: 'Resume listing' }),
    ).toBeInTheDocument();
  });

  it("shows a rejected listing's reason in its status panel, with Edit listing", async () => {
    serveListing(makeListing(1, { status: 'rejected', rejectionReason: 'MSRP does not match the trim.' }));
    renderApp(PATH);
    const status = await screen.findByRole('status', { name: 'Listing status' });
    expect(status).toHaveTextContent('Status: Rejected');
    expect(within(status).getByText('Rejected: MSRP does not match the trim.')).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'Edit listing' })).toBeInTheDocument();
  });

  it('Back returns to the previous page; opened directly, it goes to the listings', async () => {
    serveListing(makeListing(1));
    const first = renderApp(PATH, { entries: ['/dealer/listings?status=paused&page=2', PATH] });
    await first.user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(first.location.pathname).toBe('/dealer/listings'));
    expect(first.location.search).toBe('?status=paused&page=2');
    first.unmount();

    const direct = renderApp(PATH);
    await direct.user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(direct.location.pathname).toBe('/dealer/listings'));
  });

  it("says a listing that does not exist (or is another dealer's) was not found, with a way back", async () => {
    serveListing({ status: 404, data: { message: 'Listing not found' } });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Listing not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your listings' })).toHaveAttribute('href', '/dealer/listings');
    // No sample photos stand in for the listing.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a failed load with Try Again, which loads again', async () => {
    let reply: FakeReply = { status: 500, data: { message: 'Database unavailable' } };
    serveListing(() => reply);
    const { user } = renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'We could not load this listing' })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    reply = { status: 200, data: { success: true, data: makeListing(1) } };
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: '2024 Toyota Camry1' })).toBeInTheDocument();
  });
});
