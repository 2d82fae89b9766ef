// A dealer's inventory feed in the feed and job tests: its file (the import template's columns,
// each row the template's example row with some cells replaced, written as the template writes
// CSV), the dealer saving its address and an admin switching it on or off.
import { LISTING_IMPORT_COLUMNS, PICTURES_COLUMN, type ListingImportColumn } from 'shared-contracts';
import { csvText, importExampleRow } from '../src/listings/import/template';
import type { Account } from './account-helpers';
import { call, type TestContext } from './helpers';

export type FeedCells = Partial<Record<ListingImportColumn | typeof PICTURES_COLUMN, string>>;

/** One row: the template's example row with this stock number, `over` replacing some cells. */
export const feedRow = (stockNumber: string, over: FeedCells = {}): FeedCells => ({
  ...importExampleRow(new Date()),
  stockNumber,
  ...over,
});

/** A CSV file of these rows; with `withPictures`, it has the pictures column too. */
export function feedCsv(rows: FeedCells[], withPictures = false): string {
  const columns: ReadonlyArray<keyof FeedCells> = withPictures
    ? [...LISTING_IMPORT_COLUMNS, PICTURES_COLUMN]
    : LISTING_IMPORT_COLUMNS;
  return csvText([columns, ...rows.map((row) => columns.map((c) => row[c] ?? ''))]);
}

/** PUT /api/listings/import/feed: the dealer saves the feed's address. */
export const saveFeed = (ctx: TestContext, dealer: Account, url: string) =>
  call(ctx.app, { method: 'PUT', url: '/api/listings/import/feed', token: dealer.token, payload: { url } });

/** PUT /api/admin/dealers/:id/feed: an admin enables or disables a dealer's feed. */
export const switchFeed = (ctx: TestContext, admin: Account, dealerId: string, enabled: boolean) =>
  call(ctx.app, {
    method: 'PUT',
    url: `/api/admin/dealers/${dealerId}/feed`,
    token: admin.token,
    payload: { enabled },
  });
