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

apiClient.interceptors.request.use((request) => {
  const token = typeof localStorage === 'undefined' ? null : localStorage.getItem('accessToken');
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  // Let the browser set the multipart boundary itself.
  if (typeof FormData !== 'undefined' && request.data instanceof FormData) request.headers.delete('Content-Type');
  return request;
});
