import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, type FakeReply } from 'shared-auth/testing';
import { makeListing } from '../../../testing/fixtures';
import { fillNewListing, mockObjectUrls, nextStep } from '../../../testing/listing-wizard';
import { renderApp, signInDealer, signOut } from '../../../testing/render-app';

// Six wizard steps under jsdom are slow.

beforeEach(() => {
  signInDealer();
  mockObjectUrls();
});
afterEach(signOut);

/** Answers the call after reporting upload progress, when `release` is called. */
function heldUpload(percent: number) {
  let release: (reply: FakeReply) => void = () => undefined;
  const route = (config: Parameters<Parameters<typeof fakeServer>[0]>[0]) => {
    config.onUploadProgress?.({
      loaded: percent,
      total: 100,
      progress: percent / 100,
      bytes: percent,
      upload: true,
      lengthComputable: true,
    });
    return new Promise<FakeReply>((resolve) => {
      release = resolve;
    });
  };
  return { route, release: (reply: FakeReply) => release(reply) };
}

describe('Add listing (/dealer/new-listing)', () => {
  // One walk through the six steps (the slow part under jsdom) for the refusals and the success.
  it('toasts the server message, or "Failed to submit listing", and keeps the form; sent again, it goes as multipart to POST /api/listings with the upload progress, then Success! goes to the listings', async () => {
    const upload = heldUpload(40);
    let reply: FakeReply | undefined = {
      status: 400,
      data: { message: 'galleryImages: a file is not a JPEG or PNG image' },
    };
    const { calls } = fakeServer((config) => {
      if (config.method === 'post' && config.url === '/api/listings') return reply ?? upload.route(config);
      return { status: 404, data: { message: 'Not found' } };
    });
    const { user, location } = renderApp('/dealer/new-listing');
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Listing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to listings' })).toHaveAttribute('href', '/dealer/listings');
    await fillNewListing(user);
    await user.click(screen.getByRole('button', { name: 'Add Car' }));
    expect(await screen.findByText('galleryImages: a file is not a JPEG or PNG image')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add Car' })).toBeEnabled();
    reply = { status: 500 };
    await user.click(screen.getByRole('button', { name: 'Add Car' }));
    expect(await screen.findByText('Failed to submit listing')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    reply = undefined;
    await user.click(await screen.findByRole('button', { name: 'Add Car' }));
    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    const posts = calls.filter((c) => c.method === 'post');
    expect(posts).toHaveLength(3);
    const form = posts[2].data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('make')).toBe('Kia');
    expect(form.get('model')).toBe('EV6');
    expect(form.get('monthlyPayment')).toBe('429');
    expect(form.getAll('leaseTerms')).toEqual(['36']);
    expect(form.getAll('mileageLimits')).toEqual(['12000']);
    expect(form.getAll('safetyFeatures')).toEqual(['']);
    expect((form.get('imageUrls') as File).name).toBe('front.png');
    expect(form.getAll('galleryImages').map((f) => (f as File).name)).toEqual(['side.jpg']);

    await act(async () =>
      upload.release({
        status: 201,
        data: { success: true, message: 'Listing created', data: makeListing(9, { status: 'pending' }) },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Success!' });
    expect(within(dialog).getByText('Your car has been successfully added.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Go to Home' }));
    await waitFor(() => expect(location.pathname).toBe('/dealer/listings'));
  });
});

describe('Edit listing (/dealer/new-listing/:id)', () => {
  it('loads the listing ("Loading listing details..."), prefills it and sends PUT /api/listings/:id with the stored images', async () => {
    let listing = makeListing(1, { status: 'rejected' });
    const { calls } = fakeServer((config) => {
      if (config.method === 'get' && config.url === '/api/listings/listing-1')
        return { status: 200, data: { success: true, data: listing } };
      if (config.method === 'put' && config.url === '/api/listings/listing-1') {
        config.onUploadProgress?.({
          loaded: 100,
          total: 100,
          progress: 1,
          bytes: 100,
          upload: true,
          lengthComputable: true,
        });
        listing = { ...listing, status: 'pending' };
        return { status: 200, data: { success: true, message: 'Listing updated', data: listing } };
      }
      return { status: 404, data: { message: 'Not found' } };
    });
    const { user, location } = renderApp('/dealer/new-listing/listing-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Listing' })).toBeInTheDocument();
    expect(screen.getByText('Loading listing details...')).toBeInTheDocument();
    expect(await screen.findByText('2024 Toyota Camry1')).toBeInTheDocument();
    expect(screen.getByAltText('Main Display Image preview')).toHaveAttribute('src', '/uploads/listings/1/main.jpg');
    await nextStep(user);
    expect(screen.getByLabelText('Model')).toHaveValue('Camry1');
    await user.clear(screen.getByLabelText('Model'));
    await user.type(screen.getByLabelText('Model'), 'Camry SE');
    for (let i = 0; i < 4; i += 1) await nextStep(user);
    await user.click(screen.getByRole('button', { name: 'Update Car' }));

    const dialog = await screen.findByRole('dialog', { name: 'Success!' });
    expect(within(dialog).getByText('Your car has been successfully updated.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'put')!;
    const form = put.data as FormData;
    expect(form.get('model')).toBe('Camry SE');
    expect(form.get('make')).toBe('Toyota');
    expect(form.getAll('leaseTerms')).toEqual(['24', '36']);
    expect(form.getAll('imageUrls')).toEqual(['listings/1/main.jpg']);
    expect(form.getAll('galleryImages')).toEqual(['listings/1/g1.jpg', 'listings/1/g2.jpg']);
    // The listing is asked for again (the list and the detail show the saved one).
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'get' && c.url === '/api/listings/listing-1')).toHaveLength(2),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location.pathname).toBe('/dealer/listings'));
  });

  it('toasts "Failed to update listing" when the save fails without a message', async () => {
    fakeServer((config) =>
      config.method === 'get' && config.url === '/api/listings/listing-1'
        ? { status: 200, data: { success: true, data: makeListing(1) } }
        : { status: 500 },
    );
    const { user } = renderApp('/dealer/new-listing/listing-1');
    await screen.findByText('2024 Toyota Camry1');
    for (let i = 0; i < 5; i += 1) await nextStep(user);
    await user.click(screen.getByRole('button', { name: 'Update Car' }));
    expect(await screen.findByText('Failed to update listing')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Update Car' })).toBeEnabled();
  });

  it('toasts "Failed to load listing data" and goes to /dealer/listings when the listing cannot be loaded', async () => {
    fakeServer((config) =>
      config.url === '/api/listings/listing-1'
        ? { status: 404, data: { message: 'Listing not found' } }
        : { status: 404, data: { message: 'Not found' } },
    );
    const { location } = renderApp('/dealer/new-listing/listing-1');
    expect(await screen.findByText('Failed to load listing data')).toBeInTheDocument();
    await waitFor(() => expect(location.pathname).toBe('/dealer/listings'));
  });
});
