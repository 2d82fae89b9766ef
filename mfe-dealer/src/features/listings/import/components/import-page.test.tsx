import { screen, within } from '@testing-library/react';
import { fakeServer, type FakeRoute } from 'shared-auth/testing';
import { withPhoneLayout } from 'shared-ui/testing';
import type { ListingImportPreview, ListingImportRow } from 'shared-contracts';
import { renderApp, signInDealer, signOut } from '../../../../testing/render-app';

jest.setTimeout(20_000);

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

const posts = (calls: Call[], kind: string) =>
  calls.filter((c) => c.method === 'post' && c.url === `/api/listings/import/${kind}`);
const csvFile = (name: string) => new File(['stockNumber,make\n'], name, { type: 'text/csv' });

describe('Import listings', () => {
  it('is reached from Your Listings', async () => {
    fakeServer(() => ({ status: 404, data: { message: 'Not found' } }));
    renderApp('/dealer/listings');
    expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/dealer/listings/import');
  });

  it('downloads the template', async () => {
    const { calls } = fakeServer((c) =>
      c.url === '/api/listings/import/template' ? { status: 200, data: 'stockNumber,make\r\n' } : { status: 404 },
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
    const { calls } = fakeServer((c) => {
      if (c.url === '/api/listings/import/preview')
        return { status: 200, data: { success: true, data: previews++ === 0 ? BAD : GOOD } };
      if (c.url === '/api/listings/import/apply')
        return {
          status: 200,
          data: {
            success: true,
            message: 'Import applied',
            data: { mode: 'full', created: 1, updated: 1, unchanged: 0, paused: 3 },
          },
        };
      return { status: 404, data: { message: 'Not found' } };
    });
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
  });

  it("shows a file the API cannot read with the API's message", async () => {
    fakeServer(() => ({ status: 400, data: { message: 'The file has a header but no rows' } }));
    const { user } = renderApp('/dealer/listings/import');
    await user.upload(screen.getByLabelText('CSV file'), csvFile('empty.csv'));
    expect(await screen.findByText('The file has a header but no rows')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm import' })).not.toBeInTheDocument();
  });
});

describe('Import listings on a phone', () => {
  // Every max-width query matches: the phone layout.
  withPhoneLayout();

  it('shows each row of the preview as a card with its refusals', async () => {
    fakeServer(() => ({ status: 200, data: { success: true, data: BAD } }));
    const { user } = renderApp('/dealer/listings/import');
    await user.upload(screen.getByLabelText('CSV file'), csvFile('stock.csv'));
    const list = await screen.findByRole('list', { name: 'Import preview' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getByRole('article', { name: 'Row 3' });
    expect(card).toHaveTextContent('Refused');
    expect(card).toHaveTextContent('model: Please enter the model');
  });
});
