// Test helpers for every browser workspace (`import { fakeServer } from 'shared-auth/testing'`):
// the apps' tests answer calls at the HTTP client, so path, method, body and the shared error
// handling run as in the browser. Every fake reply is checked against the contract: the call must
// be a route of the registry, a success must parse with that route's response schema and an error
// with the API's error body, so a fixture cannot drift from what the API sends.
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiErrorSchema, endpoints, type Endpoint } from 'shared-contracts';
import { setApiAdapter } from './api-client';

/** Whole answers' entities in the contract's shapes, for fake replies (`overrides` replace fields). */
export { makeDealerProfile, makeUser } from './testing/fixtures';

const ROUTES: { endpoint: Endpoint; name: string; pattern: RegExp; literal: number }[] = Object.entries(
  endpoints,
).flatMap(([domain, group]) =>
  Object.entries(group as Record<string, Endpoint>).map(([key, endpoint]) => ({
    endpoint,
    name: `${domain}.${key}`,
    pattern: new RegExp(`^${endpoint.path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`),
    literal: endpoint.path.replace(/:[A-Za-z0-9_]+/g, '').length,
  })),
);

/** The registry's route a call goes to (a literal segment wins over a `:param`), if any. */
function routeOf(config: InternalAxiosRequestConfig) {
  const method = (config.method ?? 'get').toUpperCase();
  const path = (config.url ?? '').split('?')[0];
  return ROUTES.filter((r) => r.endpoint.method === method && r.pattern.test(path)).sort(
    (a, b) => b.literal - a.literal,
  )[0];
}

let violations: string[] = [];

/** What the fake replies broke of the contract since the last call (jest.setup-dom.cjs fails the test on any). */
export function takeContractViolations(): string[] {
  const taken = violations;
  violations = [];
  return taken;
}

/** Why `reply` is not what the API may answer to this call, or undefined when it is. */
function contractProblem(config: InternalAxiosRequestConfig, reply: { status: number; data?: unknown }) {
  const call = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
  const route = routeOf(config);
  if (!route) return `${call} is no route of the contract (shared-contracts endpoints)`;
  // A 5xx may come from a proxy or a crash with any body (or none): only the API's own errors are checked.
  if (reply.status >= 500) return undefined;
  const schema = reply.status >= 400 ? apiErrorSchema : route.endpoint.response;
  const parsed = schema.safeParse(reply.data);
  if (parsed.success) return undefined;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
  return `The fake ${reply.status} reply to ${call} (${route.name}) is not what the API sends: ${issues}`;
}

export type FakeReply = { status: number; data?: unknown } | 'network';
export type FakeRoute = (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

/** Replaces the HTTP client's adapter: each call is answered by `route` (interceptors still run). */
export function fakeServer(route: FakeRoute): { calls: InternalAxiosRequestConfig[] } {
  const calls: InternalAxiosRequestConfig[] = [];
  setApiAdapter(async (config) => {
    calls.push(config);
    const reply = await route(config);
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const problem = contractProblem(config, reply);
    if (problem) violations.push(problem);
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
