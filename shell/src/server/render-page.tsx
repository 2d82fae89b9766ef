import { CacheProvider } from '@emotion/react';
import { dehydrate, type Query } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { AsyncLocalStorage } from 'node:async_hooks';
import { configure, setRequestHeaderSource, setRequestSignalSource } from 'shared-auth';
import { isServerRendered } from 'shared-contracts';
import { createQueryClient } from 'shared-ui';
import { App } from '../app';
import type { ShellConfig } from '../config';
import { fillTemplate } from './html-page';
import { currentPublicRemote, loadPublicSsr, serverEntryUrl } from './public-remote';
import { imagePreload } from './preload-links';
import { serverStyles } from './server-styles';
import { serializeSsrData } from './ssr-data';

export interface RenderRequest {
  /** Path and query of the page, for example `/listings?make=BMW`. */
  url: string;
  /** Origin of the site's absolute URLs (PUBLIC_SITE_URL, else the request's). */
  siteOrigin: string;
  /** The shell's dist/index.html. */
  template: string;
  /** What /config.json answers (the browser gets the same, in the page). */
  config: ShellConfig;
  /** Where this server reaches the API (API_URL). */
  apiUrl: string;
  /** The public remote's server entry; default: server/remoteEntry.js beside its manifest. */
  publicServerEntry?: string;
  /** Headers of the visitor's request that the API calls carry (user agent, X-Forwarded-For). */
  forwardHeaders?: Record<string, string>;
  /** Give up after this long (default 5000 ms): the page answers 503. */
  timeoutMs?: number;
  /** Ends the render and its API calls (the server's limit, or the visitor leaving). */
  signal?: AbortSignal;
  /** How long a checked deployment of the public remote is trusted before asking again (0: every render). */
  remoteCheckMs?: number;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** A redirect (status 302) instead of a page: where to. */
  location?: string;
  /** The page's data could not be loaded (the API failed): why. The server answers 503. */
  failed?: string;
}

// A failed deal query travels as its status and message (an ApiError does not survive JSON).
const plainError = (error: unknown) => {
  const e = error as { name?: string; message?: string; status?: number } | null;
  return { name: e?.name ?? 'Error', message: e?.message ?? '', status: e?.status };
};

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders a public page that the public remote's route manifest marks `serverRendered` with the
 * remote's own server build, loaded at run time. Resolves to undefined when the page is not
 * rendered on the server (other paths): the caller sends the empty shell and the browser renders;
 * to `failed` when the page's data could not be loaded. Rejects when the remote cannot be reached
 * or fails to render, or the render's signal ends it (the caller answers 503).
 */
// The visitor whose page is being rendered: its headers and the render's signal go on every API call of that render.
const visitor = new AsyncLocalStorage<{ headers: Record<string, string>; signal: AbortSignal }>();
setRequestHeaderSource(() => visitor.getStore()?.headers);
setRequestSignalSource(() => visitor.getStore()?.signal);

export function renderPage(request: RenderRequest): Promise<RenderedPage | undefined> {
  const signal = AbortSignal.any([
    AbortSignal.timeout(request.timeoutMs ?? 5000),
    ...(request.signal ? [request.signal] : []),
  ]);
  return visitor.run({ headers: request.forwardHeaders ?? {}, signal }, () => render(request, signal));
}

async function render(request: RenderRequest, signal: AbortSignal): Promise<RenderedPage | undefined> {
  const url = new URL(request.url, request.siteOrigin || 'http://localhost');
  // The server is always a visitor; the browser's session switches the header after hydration.
  configure({ apiBaseUrl: request.apiUrl.replace(/\/+$/, ''), storageBaseUrl: request.config.storageBaseUrl });
  const entry = request.publicServerEntry || serverEntryUrl(request.config.remotes.public);
  const { loader, preload } = await currentPublicRemote(entry, request.config.remotes.public, {
    checkEveryMs: request.remoteCheckMs,
  });
  const ssr = await loadPublicSsr();
  // Which pages render here is the public remote's to say (its route manifest).
  if (!isServerRendered(ssr.routeManifest, url.pathname)) return undefined;

  const queryClient = createQueryClient();
  // The server asks once: a failure leaves the page to the browser rather than holding the answer.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const prefetched = await ssr.prefetchPublicPage(url, queryClient);
  if (prefetched.redirect) return { status: prefetched.status, html: '', location: prefetched.redirect };
  // A page usually rendered here whose data failed: the server answers 503, never an empty 200.
  if (!prefetched.render) return prefetched.reason ? { status: 503, html: '', failed: prefetched.reason } : undefined;

  const errors: unknown[] = [];
  const styles = serverStyles();
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={styles.cache}>
      <App
        loadRemote={loader}
        queryClient={queryClient}
        location={`${url.pathname}${url.search}`}
        siteOrigin={request.siteOrigin}
      />
    </CacheProvider>,
    {
      signal,
      onError: (error) => void errors.push(error),
      // Every boundary inline and complete: no fallback swapped by inline scripts (the CSP allows none).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await streamToString(prelude);
  if (errors.length) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));

  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query: Query) => query.state.status === 'success' || query.state.status === 'error',
  });
  for (const query of queries.queries)
    if (query.state.error) query.state.error = plainError(query.state.error) as never;
  queryClient.clear();
  const data = serializeSsrData({ config: request.config, siteOrigin: request.siteOrigin, queries });
  let page = fillTemplate(request.template, { html, data, styles: styles.styleTags(html) });
  // The largest paint's picture first, then the public remote's scripts.
  const preloads = `${imagePreload(html)}${preload}`;
  if (preloads) page = page.replace('</head>', `${preloads}</head>`);
  if (ssr.buildLabel)
    page = page.replace(
      '</head>',
      `<meta name="public-build" content="${ssr.buildLabel.replace(/[^\w.-]/g, '')}"></head>`,
    );
  return { status: prefetched.status, html: page };
}
