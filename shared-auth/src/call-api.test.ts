import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { CanceledError } from 'axios';
import { endpoints } from 'shared-contracts';
import { getApiClient, setApiAdapter } from './api-client';
import { useAuthStore } from './auth-store';
import { callApi, endpointPath, setRequestHeaderSource, setRequestSignalSource } from './call-api';
import { ApiError } from './handle-api-error';
import { setNavigator, setNotifier } from './navigation';
import { fakeServer } from './test-utils';
import { makeAdminDealer, makeListing, makeUser } from './testing/fixtures';

const navigate = jest.fn();
const notify = jest.fn();
const ok = (data: unknown) => ({ status: 200, data });

beforeEach(() => {
  navigate.mockReset();
  notify.mockReset();
  setNavigator(navigate);
  setNotifier(notify);
  localStorage.clear();
});
afterEach(() => {
  setNavigator(undefined);
  setNotifier(undefined);
});

describe('callApi', () => {
  it('puts URI-encoded params into the path and resolves to the answer body', async () => {
    const answer = { success: true, data: makeAdminDealer({ id: 'd 1/2', dealershipName: 'Dana Motors' }) };
    const { calls } = fakeServer(() => ok(answer));
    const result = await callApi(endpoints.dealers.byId, { params: { id: 'd 1/2' } });
    expect(calls[0].method).toBe('get');
    expect(calls[0].url).toBe('/api/dealers/d%201%2F2');
    expect(result).toEqual(answer);
  });

  it('sends the query as URL parameters, leaving out undefined ones', async () => {
    const { calls } = fakeServer(() =>
      ok({
        success: true,
        data: { listings: [] },
        meta: { pagination: { page: 2, limit: 10, total: 0, totalPages: 0 } },
      }),
    );
    await callApi(endpoints.listings.search, { query: { make: 'Kia', model: undefined, page: 2, sort: 'price_asc' } });
    expect((await getApiClient()).getUri(calls[0])).toBe('/api/listings?make=Kia&page=2&sort=price_asc');
  });

  it('calls without input when nothing is required', async () => {
    const { calls } = fakeServer(() => ok({ success: true, data: { makes: [], models: {}, bodyTypes: [] } }));
    await callApi(endpoints.listings.filterOptions);
    expect(calls[0].url).toBe('/api/listings/filter-options');
  });

  it('sends a JSON body with the method of the endpoint', async () => {
    const { calls } = fakeServer(() =>
      ok({ success: true, message: 'Login successful', data: { user: makeUser(), token: 't' } }),
    );
    await callApi(endpoints.auth.login, { body: { email: 'a@example.com', password: 'pw' } });
    expect(calls[0].method).toBe('post');
    expect(calls[0].headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(calls[0].data as string)).toEqual({ email: 'a@example.com', password: 'pw' });
  });

  it('sends FormData as it is to a multipart endpoint, without a JSON content type', async () => {
    const { calls } = fakeServer(() =>
      ok({ success: true, message: 'Profile updated successfully', data: { user: makeUser() } }),
    );
    const form = new FormData();
    form.append('firstName', 'Dana');
    await callApi(endpoints.auth.updateProfile, { body: form });
    expect(calls[0].method).toBe('patch');
    expect(calls[0].data).toBe(form);
    // Not JSON: axios' browser adapter then lets the browser write the multipart boundary.
    expect(String(calls[0].headers['Content-Type'])).not.toMatch(/json/);
  });

  it('reports the upload progress of a multipart body in percent', async () => {
    const { calls } = fakeServer((config) => {
      // What axios' browser adapter reports while the body leaves: bytes sent, the size, the ratio when known.
      config.onUploadProgress?.({
        loaded: 25,
        total: 100,
        progress: 0.25,
        bytes: 25,
        upload: true,
        lengthComputable: true,
      });
      config.onUploadProgress?.({ loaded: 60, total: 120, bytes: 35, upload: true, lengthComputable: true });
      config.onUploadProgress?.({ loaded: 10, bytes: 10, upload: true, lengthComputable: false });
      return ok({ success: true, message: 'Listing updated', data: makeListing() });
    });
    const seen: number[] = [];
    const form = new FormData();
    form.append('make', 'Kia');
    await callApi(endpoints.listings.update, {
      params: { id: 'l1' },
      body: form,
      onUploadProgress: (p) => seen.push(p),
    });
    expect(calls[0].data).toBe(form);
    expect(seen).toEqual([25, 50, 0]);
  });

  it('sends no progress handler when none is asked for', async () => {
    const { calls } = fakeServer((config) =>
      config.url === '/api/auth/me'
        ? ok({ success: true, data: { user: makeUser() } })
        : ok({ success: true, message: 'Listing created', data: makeListing() }),
    );
    await callApi(endpoints.listings.create, { body: new FormData() });
    expect(calls[0].onUploadProgress).toBeUndefined();
    // @ts-expect-error progress is for multipart endpoints only
    await callApi(endpoints.auth.me, { onUploadProgress: () => undefined });
  });

  it('passes the abort signal and the timeout to the request', async () => {
    const { calls } = fakeServer(() => ok({ success: true, data: { user: makeUser() } }));
    const controller = new AbortController();
    await callApi(endpoints.auth.me, { signal: controller.signal, timeout: 10_000 });
    expect(calls[0].signal).toBe(controller.signal);
    expect(calls[0].timeout).toBe(10_000);
  });

  it('rejects with an ApiError carrying the server message and status, toasted by the shared handler', async () => {
    fakeServer(() => ({ status: 404, data: { message: 'Listing not found' } }));
    const failure = callApi(endpoints.listings.byId, { params: { id: 'nope' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'Listing not found', status: 404 });
    expect(notify).toHaveBeenCalledWith('Listing not found', 'error');
  });

  it('401 by default: ends the session and goes to /login', async () => {
    localStorage.setItem('accessToken', 'expired');
    useAuthStore.setState({ accessToken: 'expired', isAuthenticated: true });
    fakeServer(() => ({ status: 401, data: { message: 'Authentication required' } }));
    await expect(callApi(endpoints.auth.me)).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('errors { redirect: false, toast: false }: no navigation, no toast, the message for the page', async () => {
    fakeServer(() => ({ status: 403, data: { message: 'Please verify your email before sending an enquiry' } }));
    const failure = callApi(
      endpoints.enquiries.create,
      { body: { listingId: '3f0c4a43-55d7-4d5c-9e39-6d1b1cfd3b53' } },
      { errors: { redirect: false, toast: false } },
    );
    await expect(failure).rejects.toMatchObject({
      message: 'Please verify your email before sending an enquiry',
      status: 403,
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('an aborted call rejects with the cancel error and shows nothing', async () => {
    setApiAdapter(async (config) => {
      throw new CanceledError(undefined, undefined, config);
    });
    await expect(callApi(endpoints.auth.me)).rejects.toBeInstanceOf(CanceledError);
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refuses to call a path whose parameter is missing', async () => {
    const { calls } = fakeServer(() => ok({}));
    // @ts-expect-error params are required by the endpoint's type
    await expect(callApi(endpoints.listings.byId, {})).rejects.toThrow(
      'Missing path parameter "id" for /api/listings/:id',
    );
    expect(calls).toHaveLength(0);
  });

  it("types: the answer is the endpoint's response, the input is checked against the contract", async () => {
    fakeServer(() => ok({ success: true, data: { makes: ['Kia'], models: {}, bodyTypes: [] } }));
    const { data } = await callApi(endpoints.listings.filterOptions);
    const makes: string[] = data.makes;
    expect(makes).toEqual(['Kia']);
    fakeServer(() => ok({ success: true, message: 'Login successful', data: { user: makeUser(), token: 't' } }));
    // @ts-expect-error a body field that is not in the login contract
    await callApi(endpoints.auth.login, { body: { email: 'a@example.com', password: 'pw', extra: 1 } });
    // @ts-expect-error login needs a body
    await callApi(endpoints.auth.login);
  });
});

describe('endpointPath', () => {
  it('replaces every :param, encoded', () => {
    expect(endpointPath('/api/leads/verify-leads/:token', { token: 'a+b/c' })).toBe(
      '/api/leads/verify-leads/a%2Bb%2Fc',
    );
    expect(endpointPath('/api/health')).toBe('/api/health');
  });
});

describe('server rendering', () => {
  afterEach(() => setRequestHeaderSource(() => undefined));

  it('adds the visitor headers of the page being rendered to every call', async () => {
    let visitor: Record<string, string> | undefined = {
      'user-agent': 'Mozilla/5.0 (iPhone)',
      'x-forwarded-for': '203.0.113.7',
    };
    setRequestHeaderSource(() => visitor);
    const { calls } = fakeServer(() => ok({ success: true, data: makeAdminDealer() }));
    await callApi(endpoints.dealers.byId, { params: { id: 'd1' } });
    visitor = undefined;
    await callApi(endpoints.dealers.byId, { params: { id: 'd1' } });
    expect(calls[0].headers?.['user-agent']).toBe('Mozilla/5.0 (iPhone)');
    expect(calls[0].headers?.['x-forwarded-for']).toBe('203.0.113.7');
    expect(calls[1].headers?.['x-forwarded-for']).toBeUndefined();
  });

  it('ends every call of the page being rendered once its signal aborts (the render limit)', async () => {
    const render = new AbortController();
    setRequestSignalSource(() => render.signal);
    const { calls } = fakeServer(() => ok({ success: true, data: makeAdminDealer() }));
    await callApi(endpoints.dealers.byId, { params: { id: 'd1' } });
    render.abort(new Error('render limit'));
    await expect(callApi(endpoints.dealers.byId, { params: { id: 'd1' } })).rejects.toBeTruthy();
    setRequestSignalSource(() => undefined);
    expect(calls).toHaveLength(1);
  });
});
