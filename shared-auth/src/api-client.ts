import axios from 'axios';
import { getRuntimeConfig, onConfigure } from './config';

/** The one HTTP client of the site: base URL from the runtime config, bearer token added. */
export const apiClient = axios.create({
  baseURL: getRuntimeConfig().apiBaseUrl,
  headers: { 'Content-Type': 'application/json' },
});

onConfigure((config) => {
  apiClient.defaults.baseURL = config.apiBaseUrl;
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

apiClient.interceptors.request.use((request) => {
  for (const [name, value] of Object.entries(requestHeaders() ?? {})) request.headers.set(name, value);
  const token = typeof localStorage === 'undefined' ? null : localStorage.getItem('accessToken');
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  // Let the browser set the multipart boundary itself.
  if (typeof FormData !== 'undefined' && request.data instanceof FormData) request.headers.delete('Content-Type');
  return request;
});
