import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { listingQueryOptions } from 'shared-ui';
import { paths } from '../../config/paths';
import { filterOptionsQueryOptions } from '../../features/listings/api/get-filter-options';
import { listingsQueryOptions } from '../../features/listings/api/get-listings';
import { listingSearchToQuery, parseListingSearch } from '../../features/listings/hooks/use-listing-search-params';
import { FEATURED_SEARCH } from '../routes/home-route';

export interface PrefetchResult {
  /** false: this page is not rendered on the server (the browser renders it). */
  render: boolean;
  /** HTTP status of the page: 404 for a deal that does not exist (or is no longer public). */
  status: number;
  /** Why a page that is usually rendered on the server is not (for the server's log). */
  reason?: string;
  /** Send the visitor here instead (status 302): a search page past the last one goes to page 1. */
  redirect?: string;
}

/** A query failed (the API is down): the browser renders the page and its error state itself. */
const failed = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .find((q) => q.state.status === 'error');

/** The page's data is there: render it; else leave it to the browser and say which call failed. */
function outcome(queryClient: QueryClient): PrefetchResult {
  const query = failed(queryClient);
  if (!query) return { render: true, status: 200 };
  const error = query.state.error as { message?: string } | null;
  return {
    render: false,
    status: 200,
    reason: `${JSON.stringify(query.queryKey)} failed: ${error?.message ?? 'unknown error'}`,
  };
}

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

/**
 * Fills the query cache with the data of a public page, through the same query options as
 * the page's hooks (so the browser finds them in the dehydrated cache and asks nothing on load).
 * Rendered on the server: `/`, `/listings` (with its query) and `/viewListings/{id}`.
 */
export async function prefetchPublicPage(url: URL, queryClient: QueryClient): Promise<PrefetchResult> {
  const pathname = url.pathname.replace(/\/+$/, '') || '/';
  if (pathname === '/') {
    await Promise.all([
      queryClient.prefetchQuery(listingsQueryOptions(FEATURED_SEARCH)),
      queryClient.prefetchQuery(filterOptionsQueryOptions()),
    ]);
    return outcome(queryClient);
  }
  if (pathname === `/${paths.listings.path}`) {
    const search = parseListingSearch(url.searchParams);
    await Promise.all([
      queryClient.prefetchQuery(listingsQueryOptions(search)),
      queryClient.prefetchQuery(filterOptionsQueryOptions()),
    ]);
    // A page past the last one: the same search on page 1 (the browser does the same, lease-search.tsx).
    const found = queryClient.getQueryData(listingsQueryOptions(search).queryKey);
    if (search.page > 1 && found && found.listings.length === 0) {
      return {
        render: false,
        status: 302,
        redirect: paths.listings.getHref(listingSearchToQuery({ ...search, page: 1 })),
      };
    }
    return outcome(queryClient);
  }
  const deal = matchPath(`/${paths.listing.path}`, pathname);
  if (deal?.params.id) {
    const options = listingQueryOptions(deal.params.id);
    await queryClient.prefetchQuery(options);
    const { error } = queryClient.getQueryState(options.queryKey) ?? {};
    if (!error) return { render: true, status: 200 };
    const status = statusOf(error);
    // A deal that is not there (or not public): the not-found page with 404. Anything else
    // (API down): leave the page to the browser, which shows "Try again".
    if (status === 404 || status === 403 || status === 400) return { render: true, status: 404 };
    return { render: false, status: 200, reason: `the deal could not be loaded (${String(status ?? 'no answer')})` };
  }
  return { render: false, status: 200 };
}
