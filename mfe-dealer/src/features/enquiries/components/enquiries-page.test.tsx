import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, type FakeReply, type FakeRoute } from 'shared-auth/testing';
import type { Enquiry } from 'shared-contracts';
import { LISTING_ID, makeEnquiry, paramsOf } from '../../../testing/fixtures';
import { renderApp, signInDealer, signOut } from '../../../testing/render-app';

/** One recorded call (the HTTP client's request config). */
type Call = Parameters<FakeRoute>[0];

// Role queries over a 10-row table with dialogs are slow under jsdom.

function answer(enquiries: Enquiry[], page = 1, totalPages = 1, total = enquiries.length): FakeReply {
  return { status: 200, data: { success: true, data: { data: enquiries, page, limit: 10, total, totalPages } } };
}
const tenFrom = (start: number) => Array.from({ length: 10 }, (_, i) => makeEnquiry(start + i));

function serve(route: (config: Call) => FakeReply | Promise<FakeReply>) {
  return fakeServer((config) =>
    config.url === '/api/enquiries' ? route(config) : { status: 404, data: { message: 'Not found' } },
  );
}
const enquiryCalls = (calls: Call[]) => calls.filter((c) => c.url === '/api/enquiries').map(paramsOf);

beforeEach(() => signInDealer());
afterEach(signOut);

describe('Enquiries', () => {
  it('shows the loading text, then the columns and the newest 10 from the server', async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    const { calls } = serve(
      () =>
        new Promise<FakeReply>((resolve) => {
          release = resolve;
        }),
    );
    renderApp('/dealer/enquiries');
    expect(screen.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search enquiries' })).toHaveAttribute(
      'placeholder',
      'Search enquiries...',
    );
    expect(await screen.findByText('Loading enquiries details...')).toBeInTheDocument();
    release(answer(tenFrom(1), 1, 2, 14));
    await screen.findByText('Casey1');
    const table = screen.getByRole('table', { name: 'Enquiries' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['First Name', 'Last Name', 'Email', 'Phone No.', 'Message', 'Created At', 'Image', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('Casey1')).toBeInTheDocument();
    expect(screen.getByText('14 enquiries')).toBeInTheDocument();
    expect(enquiryCalls(calls)).toEqual([{ page: 1, limit: 10 }]);
  });

  it('pages and searches on the server (500 ms after the typing stops)', async () => {
    const { calls } = serve((c) => {
      const p = paramsOf(c);
      if (p.search === 'morgan') return answer([makeEnquiry(42)], 1, 1);
      return answer(tenFrom((Number(p.page) - 1) * 10 + 1), Number(p.page), 2, 14);
    });
    const { user } = renderApp('/dealer/enquiries');
    await screen.findByText('Casey1');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Casey11')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search enquiries' }), 'morgan');
    expect(await screen.findByText('Casey42')).toBeInTheDocument();
    expect(enquiryCalls(calls)).toEqual([
      { page: 1, limit: 10 },
      { page: 2, limit: 10 },
      { page: 1, limit: 10, search: 'morgan' },
    ]);
  });

  it('shows the failure with Try Again, which loads again', async () => {
    let fail = true;
    serve(() => (fail ? { status: 500, data: { message: 'boom' } } : answer([makeEnquiry(1)])));
    const { user } = renderApp('/dealer/enquiries');
    expect(await screen.findByText('Failed to load Enquiries. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Casey1')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load Enquiries. Please try again.')).not.toBeInTheDocument();
  });

  it('opens the thumbnail as a large preview, closed by X, Escape and the backdrop; No Image without a picture', async () => {
    serve(() =>
      answer([
        makeEnquiry(1),
        makeEnquiry(2, { listing: { ...makeEnquiry(2).listing!, imageUrls: [], galleryImages: [] } }),
      ]),
    );
    const { user } = renderApp('/dealer/enquiries');
    await screen.findByText('Casey1');
    const table = screen.getByRole('table', { name: 'Enquiries' });
    expect(within(table).getByText('No Image')).toBeInTheDocument();
    const thumb = within(table).getByRole('button', { name: 'Preview image of Toyota Camry' });
    expect(within(thumb).getByRole('img')).toHaveAttribute('src', '/uploads/listings/camry.jpg');
    const closed = () => waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());

    await user.click(thumb);
    const preview = await screen.findByRole('dialog', { name: 'Image of Toyota Camry' });
    expect(within(preview).getByRole('img', { name: 'Toyota Camry' })).toHaveAttribute(
      'src',
      '/uploads/listings/camry.jpg',
    );
    await user.click(within(preview).getByRole('button', { name: 'Close preview' }));
    await closed();

    await user.click(thumb);
    await screen.findByRole('dialog', { name: 'Image of Toyota Camry' });
    await user.keyboard('{Escape}');
    await closed();

    await user.click(thumb);
    await screen.findByRole('dialog', { name: 'Image of Toyota Camry' });
    await user.click(document.querySelector('.MuiDialog-container') as HTMLElement);
    await closed();
  });

  it('opens the detail popup, which locks page scrolling, with View More and the Not found fallbacks', async () => {
    serve(() => answer([makeEnquiry(1, { last_name: '', phone_number: '', message: '' })]));
    const { user, location } = renderApp('/dealer/enquiries');
    await user.click(await screen.findByRole('button', { name: 'View enquiry from Casey1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enquiry' });
    expect(document.body).toHaveStyle({ overflow: 'hidden' });
    expect(within(dialog).getByRole('heading', { name: 'Toyota Camry' })).toBeInTheDocument();
    expect(within(dialog).getByText('Sedan • 2024 • Hybrid • Automatic')).toBeInTheDocument();
    expect(within(dialog).getByText('$399/month')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Customer Details' })).toBeInTheDocument();
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(value('Name')).toHaveTextContent('Casey1');
    expect(value('Email')).toHaveTextContent('casey1@example.com');
    expect(value('Phone Number')).toHaveTextContent('Not found');
    expect(value('Message')).toHaveTextContent('No message provided');
    expect(value('Status')).toHaveTextContent('New');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(document.body).not.toHaveStyle({ overflow: 'hidden' });

    await user.click(screen.getByRole('button', { name: 'View enquiry from Casey1' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Enquiry' })).getByRole('link', { name: 'View More' }),
    );
    await waitFor(() => expect(location.pathname).toBe(`/dealer/view-listing/${LISTING_ID}`));
  });
});
