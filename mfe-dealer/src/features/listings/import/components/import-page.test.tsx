import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, sentBody, type FakeRoute } from 'shared-auth/testing';
import { withPhoneLayout } from 'shared-ui/testing';
import type {
  ListingImportHistory,
  ListingImportPreview,
  ListingImportResult,
  ListingImportRow,
  ListingImportRun,
} from 'shared-contracts';
import { renderApp, signInDealer, signOut } from '../../../../testing/render-app';

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:template');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => signInDealer());
afterEach(signOut);

type Call = Parameters<FakeRoute>[0];

const row = (over: Partial<ListingImportRow>): ListingImportRow => ({
  row: 2,
  stockNumber: 'A-1',
  status: 'new',
  title: '2025 Toyota Camry',
  listingId: null,
  changes: [],
  problems: [],
  ...over,
});

const preview = (rows: ListingImportRow[], missing = 0): ListingImportPreview => ({
  rows,
  counts: {
    new: rows.filter((r) => r.status === 'new').length,
    changed: rows.filter((r) => r.status === 'changed').length,
    unchanged: rows.filter((r) => r.status === 'unchanged').length,
    refused: rows.filter((r) => r.status === 'refused').length,
    missing,
  },
});

const BAD = preview([
  row({}),
  row({
    row: 3,
    stockNumber: 'A-2',
    status: 'refused',
    title: '2025 Honda',
    problems: [{ column: 'model', message: 'Please enter the model' }],
  }),
]);
const GOOD = preview(
  [
    row({}),
    row({
      row: 3,
      stockNumber: 'A-2',
      title: '2025 Honda Civic',
      status: 'changed',
      listingId: 'l-2',
      changes: ['msrp'],
    }),
  ],
  3,
);

const NO_PICTURES = { total: 0, done: 0, errors: [] };

const HISTORY: ListingImportHistory = {
  feed: { url: null, isScrapingEnabled: false, lastScrapedAt: null, totalScrapedListings: 0 },
  runs: [
    {
      id: 'run-2',
      kind: 'feed',
      mode: 'full',
      startedAt: '2026-11-20T09:00:00.000Z',
      finishedAt: '2026-11-20T09:00:02.000Z',
      created: 0,
      updated: 0,
      unchanged: 0,
      paused: 0,
      refused: 0,
      error: 'The feed could not be fetched: The server answered 500',
      pictures: NO_PICTURES,
    },
    {
      id: 'run-1',
      kind: 'import',
      mode: 'partial',
      startedAt: '2026-11-19T15:30:00.000Z',
      finishedAt: '2026-11-19T15:30:01.000Z',
      created: 12,
      updated: 3,
      unchanged: 40,
      paused: 0,
      refused: 0,
      error: null,
      pictures: NO_PICTURES,
    },
  ],
};

const NOT_FOUND = { status: 404, data: { message: 'Not found' } };

/** The apply's answer: one listing added and one updated, `over` replacing some counts. */
const applied = (over: Partial<ListingImportResult>) => ({
  status: 200,
  data: {
    success: true,
    message: 'Import applied',
    data: {
      mode: 'partial',
      created: 1,
      updated: 1,
      unchanged: 0,
      paused: 0,
      runId: 'run-3',
      picturesToFetch: 0,
      ...over,
    } satisfies ListingImportResult,
  },
});

/** The page's history read answered, every other call to `route`. */
const withHistory =
  (route: FakeRoute, history: ListingImportHistory = HISTORY): FakeRoute =>
  (c) =>
    c.method === 'get' && c.url === '/api/listings/import/history'
      ? { status: 200, data: { success: true, data: history } }
      : route(c);

const posts = (calls: Call[], kind: string) =>
  calls.filter((c) => c.method === 'post' && c.url === `/api/listings/import/${kind}`);
const csvFile = (name: string) => new File(['stockNumber,make\n'], name, { type: 'text/csv' });

describe('Import listings', () => {
  it('is reached from Your Listings', async () => {
    fakeServer(() => NOT_FOUND);
    renderApp('/dealer/listings');
    expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/dealer/listings/import');
  });

  it('downloads the template', async () => {
    const { calls } = fakeServer(
      withHistory((c) =>
        c.url === '/api/listings/import/template' ? { status: 200, data: 'stockNumber,make\r\n' } : NOT_FOUND,
      ),
    );
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp('/dealer/listings/import');
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    expect(calls.map((c) => c.url)).toContain('/api/listings/import/template');
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });

  it('previews a file with a refused row, takes the fixed file, imports it in full and links back to the listings', async () => {
    let previews = 0;
    const { calls } = fakeServer(
      withHistory((c) => {
        if (c.url === '/api/listings/import/preview')
          return { status: 200, data: { success: true, data: previews++ === 0 ? BAD : GOOD } };
        if (c.url === '/api/listings/import/apply') return applied({ mode: 'full', paused: 3 });
        return NOT_FOUND;
      }),
    );
    const { user } = renderApp('/dealer/listings/import');
    expect(screen.getByRole('heading', { level: 1, name: 'Import listings' })).toBeInTheDocument();

    await user.upload(screen.getByLabelText('CSV file'), csvFile('stock.csv'));
    expect(await screen.findByText('2 rows: 1 new, 0 changed, 0 unchanged, 1 refused.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Import preview' });
    const refused = within(table).getByText('Refused').closest('tr')!;
    expect(within(refused).getByText('3')).toBeInTheDocument();
    expect(refused).toHaveTextContent('model: Please enter the model');
    expect(screen.getByText(/Some rows are refused/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm import' })).toBeDisabled();
    expect((posts(calls, 'preview')[0].data as FormData).get('file')).toBeInstanceOf(File);

    await user.upload(screen.getByLabelText('CSV file'), csvFile('stock-fixed.csv'));
    expect(await screen.findByText('2 rows: 1 new, 1 changed, 0 unchanged, 0 refused.')).toBeInTheDocument();
    expect(screen.getByText('Changes: msrp')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Full: also pause .* \(3 listings\)/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm import' }));

    expect(
      await screen.findByText(/Import done: 1 listing added, 1 updated, 0 unchanged, 3 paused/),
    ).toBeInTheDocument();
    const sent = posts(calls, 'apply')[0].data as FormData;
    expect((sent.get('file') as File).name).toBe('stock-fixed.csv');
    expect(sent.get('mode')).toBe('full');
    expect(screen.getByRole('link', { name: 'Go to your listings' })).toHaveAttribute('href', '/dealer/listings');
    // No pictures to fetch: no progress to follow.
    expect(screen.queryByText(/Fetching pictures/)).not.toBeInTheDocument();
    expect(calls.some((c) => c.url?.startsWith('/api/listings/import/runs/'))).toBe(false);
  });

  it("follows the pictures' progress after the import, then names the picture that failed with its row", async () => {
    const run = (done: number): ListingImportRun => ({
      ...HISTORY.runs[1],
      id: 'run-3',
      finishedAt: done < 2 ? null : '2026-11-21T10:00:05.000Z',
      pictures: {
        total: 2,
        done,
        errors: done < 2 ? [] : [{ row: 3, stockNumber: 'A-2', message: 'Picture 2: The server answered 404' }],
      },
    });
    let reads = 0;
    const { calls } = fakeServer(
      withHistory((c) => {
        if (c.url === '/api/listings/import/preview') return { status: 200, data: { success: true, data: GOOD } };
        if (c.url === '/api/listings/import/apply') return applied({ picturesToFetch: 2 });
        // The first read: one picture fetched; the next: both done, one failed.
        if (c.url === '/api/listings/import/runs/run-3')
          return { status: 200, data: { success: true, data: run(reads++ === 0 ? 1 : 2) } };
        return NOT_FOUND;
      }),
    );
    const { user } = renderApp('/dealer/listings/import');
    await user.upload(screen.getByLabelText('CSV file'), csvFile('stock.csv'));
    await user.click(await screen.findByRole('button', { name: 'Confirm import' }));

    expect(await screen.findByText('Fetching pictures: 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Fetching pictures: 1 of 2' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByText(/You can leave this page/)).toBeInTheDocument();

    expect(await screen.findByText('Pictures fetched: 1 of 2.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Row 3 (A-2): Picture 2: The server answered 404')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const polls = calls.filter((c) => c.url === '/api/listings/import/runs/run-3').length;
    expect(polls).toBe(2);
  });

  it("shows a file the API cannot read with the API's message", async () => {
    fakeServer(withHistory(() => ({ status: 400, data: { message: 'The file has a header but no rows' } })));
    const { user } = renderApp('/dealer/listings/import');
    await user.upload(screen.getByLabelText('CSV file'), csvFile('empty.csv'));
    expect(await screen.findByText('The file has a header but no rows')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm import' })).not.toBeInTheDocument();
  });
});

describe('Import history and feed', () => {
  it('lists the recent imports and feed runs with their counts and errors', async () => {
    fakeServer(withHistory(() => NOT_FOUND));
    renderApp('/dealer/listings/import');
    const table = await screen.findByRole('table', { name: 'Recent imports' });
    await within(table).findByText('Upload (partial)');
    const [, feedRow, uploadRow] = within(table).getAllByRole('row');
    expect(feedRow).toHaveTextContent('Nov 20, 2026');
    expect(feedRow).toHaveTextContent('Feed');
    expect(feedRow).toHaveTextContent('Failed: The feed could not be fetched: The server answered 500');
    expect(uploadRow).toHaveTextContent('Upload (partial)');
    expect(uploadRow).toHaveTextContent('12 new, 3 updated, 40 unchanged, 0 paused');
    expect(uploadRow).toHaveTextContent('Applied');
  });

  it('shows a run whose pictures are still fetched with its progress, for a dealer who comes back', async () => {
    const fetching: ListingImportRun = {
      ...HISTORY.runs[1],
      id: 'run-3',
      startedAt: '2026-11-21T10:00:00.000Z',
      finishedAt: null,
      pictures: { total: 10, done: 4, errors: [] },
    };
    fakeServer(
      withHistory(() => NOT_FOUND, {
        ...HISTORY,
        runs: [fetching, ...HISTORY.runs],
      }),
    );
    renderApp('/dealer/listings/import');
    const table = await screen.findByRole('table', { name: 'Recent imports' });
    const runRow = (await within(table).findByText('Fetching pictures: 4 of 10')).closest('tr')!;
    expect(runRow).toHaveTextContent('Upload (partial)');
    expect(within(runRow).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  });

  it('saves the feed address, which waits for an administrator', async () => {
    const url = 'https://dealer.example.com/stock.csv';
    const { calls } = fakeServer(
      withHistory((c) =>
        c.method === 'put' && c.url === '/api/listings/import/feed'
          ? {
              status: 200,
              data: {
                success: true,
                message: 'Feed address saved',
                data: { url, isScrapingEnabled: false, lastScrapedAt: null, totalScrapedListings: 0 },
              },
            }
          : NOT_FOUND,
      ),
    );
    const { user } = renderApp('/dealer/listings/import');
    const field = await screen.findByLabelText('Feed address');
    // The field opens once the saved feed (none here) has loaded, so what is typed stays.
    await waitFor(() => expect(field).toBeEnabled());
    // Nothing saved and nothing typed: nothing to send yet.
    expect(screen.getByRole('button', { name: 'Save feed' })).toBeDisabled();
    await user.type(field, url);
    await user.click(screen.getByRole('button', { name: 'Save feed' }));
    expect(await screen.findByText('Feed address saved')).toBeInTheDocument();
    expect(screen.getByText(/An administrator enables your feed/)).toBeInTheDocument();
    expect(sentBody(calls.find((c) => c.method === 'put')!)).toEqual({ url });
  });

  it('shows an enabled feed with its last run', async () => {
    fakeServer(
      withHistory(() => NOT_FOUND, {
        feed: {
          url: 'https://dealer.example.com/stock.json',
          isScrapingEnabled: true,
          lastScrapedAt: '2026-11-20T09:00:00.000Z',
          totalScrapedListings: 55,
        },
        runs: [],
      }),
    );
    const { user } = renderApp('/dealer/listings/import');
    expect(await screen.findByText(/Your feed is enabled/)).toHaveTextContent('55 listings in the last good run');
    expect(screen.getByLabelText('Feed address')).toHaveValue('https://dealer.example.com/stock.json');
    // Emptying the field of a saved feed removes it.
    await user.clear(screen.getByLabelText('Feed address'));
    expect(screen.getByRole('button', { name: 'Remove feed' })).toBeEnabled();
    expect(screen.getByText('No imports yet')).toBeInTheDocument();
  });
});

describe('Import listings on a phone', () => {
  // Every max-width query matches: the phone layout.
  withPhoneLayout();

  it('shows each row of the preview as a card with its refusals', async () => {
    fakeServer(withHistory(() => ({ status: 200, data: { success: true, data: BAD } })));
    const { user } = renderApp('/dealer/listings/import');
    await user.upload(screen.getByLabelText('CSV file'), csvFile('stock.csv'));
    const list = await screen.findByRole('list', { name: 'Import preview' });
    expect(screen.queryByRole('table', { name: 'Import preview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Recent imports' })).not.toBeInTheDocument();
    const card = within(list).getByRole('article', { name: 'Row 3' });
    expect(card).toHaveTextContent('Refused');
    expect(card).toHaveTextContent('model: Please enter the model');
  });

  it('shows each recent import as a card', async () => {
    fakeServer(withHistory(() => NOT_FOUND));
    renderApp('/dealer/listings/import');
    const list = await screen.findByRole('list', { name: 'Recent imports' });
    const run = within(list).getByRole('article', { name: 'Upload (partial), Nov 19, 2026 3:30 PM' });
    expect(run).toHaveTextContent('12 new, 3 updated, 40 unchanged, 0 paused');
    expect(run).toHaveTextContent('Applied');
  });
});
