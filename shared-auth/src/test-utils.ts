// Test helpers for every browser workspace (`import { fakeServer } from 'shared-auth/testing'`):
// the apps' tests answer calls at the HTTP client, so path, method, body and the shared error
// handling run as in the browser.
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { setApiAdapter } from './api-client';

export type FakeReply = { status: number; data?: unknown } | 'network';
export type FakeRoute = (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

/** Replaces the HTTP client's adapter: each call is answered by `route` (interceptors still run). */
export function fakeServer(route: FakeRoute): { calls: InternalAxiosRequestConfig[] } {
  const calls: InternalAxiosRequestConfig[] = [];
  setApiAdapter(async (config) => {
    calls.push(config);
    const reply = await route(config);
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = {
      status: reply.status,
      statusText: String(reply.status),
      data: reply.data,
      headers: new AxiosHeaders(),
      config,
    };
    if (reply.status >= 400)
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        AxiosError.ERR_BAD_REQUEST,
        config,
        undefined,
        response,
      );
    return response;
  });
  return { calls };
}

/** The JSON body a recorded call sent. */
export function sentBody(call: InternalAxiosRequestConfig): unknown {
  return typeof call.data === 'string' ? JSON.parse(call.data) : call.data;
}

/** The same error an axios call would reject with. */
export function axiosError(status: number | 'network', data?: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  if (status === 'network') return new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  const response: AxiosResponse = { status, statusText: String(status), data, headers: new AxiosHeaders(), config };
  return new AxiosError(
    `Request failed with status code ${status}`,
    AxiosError.ERR_BAD_REQUEST,
    config,
    undefined,
    response,
  );
}
