import type { AxiosAdapter, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { getRuntimeConfig, onConfigure } from './config';

let client: Promise<AxiosInstance> | undefined;
let adapter: AxiosAdapter | undefined;

/**
 * The one HTTP client of the site (base URL from the runtime config, bearer token added), made on
 * the first call: axios is downloaded when a page first calls the API, so a server-rendered first
 * visit, which reads its data from the page, never downloads it.
 */
export function getApiClient(): Promise<AxiosInstance> {
  client ??= import('axios').then(({ default: axios }) => {
    const instance = axios.create({
      baseURL: getRuntimeConfig().apiBaseUrl,
      headers: { 'Content-Type': 'application/json' },
    });
    instance.interceptors.request.use(withCallHeaders);
    return instance;
  });
  return client;
}

/** Where calls are sent instead of the network (tests answer them in memory: shared-auth/testing). */
export function setApiAdapter(next: AxiosAdapter | undefined): void {
  adapter = next;
}

onConfigure((config) => {
  void client?.then((instance) => {
    instance.defaults.baseURL = config.apiBaseUrl;
  });
});

let requestHeaders: () => Record<string, string> | undefined = () => undefined;

/**
 * Server rendering: where to read headers added to every call made for the page being rendered
 * (the visitor's user agent and address, so the API counts and rate-limits the visitor, not the
 * rendering server). The browser never sets one.
 */
export function setRequestHeaderSource(source: () => Record<string, string> | undefined): void {
  requestHeaders = source;
}

let requestSignal: () => AbortSignal | undefined = () => undefined;

/**
 * Server rendering: where to read the signal that ends every call made for the page being
 * rendered (its time limit, or the visitor leaving), so a slow API cannot hold a render.
 */
export function setRequestSignalSource(source: () => AbortSignal | undefined): void {
  requestSignal = source;
}

function withCallHeaders(request: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (adapter) request.adapter = adapter;
  const signal = requestSignal();
  if (signal) request.signal = request.signal ? AbortSignal.any([request.signal as AbortSignal, signal]) : signal;
  for (const [name, value] of Object.entries(requestHeaders() ?? {})) request.headers.set(name, value);
  const token = typeof localStorage === 'undefined' ? null : localStorage.getItem('accessToken');
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  // Let the browser set the multipart boundary itself.
  if (typeof FormData !== 'undefined' && request.data instanceof FormData) request.headers.delete('Content-Type');
  return request;
}
