// Typed calls from the endpoint registry (shared-contracts `endpoints`): the path, method and
// types come from the contract, the request goes through the one HTTP client (getApiClient), a failure through the
// one shared error handler.
import type { Endpoint, EndpointBody, EndpointParams, EndpointQuery, EndpointResponse } from 'shared-contracts';
import { getApiClient } from './api-client';
import { handleApiError, type HandleApiErrorOptions } from './handle-api-error';

type ParamsPart<E extends Endpoint> =
  EndpointParams<E> extends undefined ? { params?: undefined } : { params: EndpointParams<E> };
type QueryPart<E extends Endpoint> =
  EndpointQuery<E> extends undefined
    ? { query?: undefined }
    : object extends EndpointQuery<E>
      ? { query?: EndpointQuery<E> }
      : { query: EndpointQuery<E> };
type BodyPart<E extends Endpoint> =
  EndpointBody<E> extends undefined
    ? { body?: undefined }
    : { body: E['multipart'] extends true | 'only' ? FormData | EndpointBody<E> : EndpointBody<E> };

/** Upload progress of a body being sent, in percent (0-100); multipart endpoints only. */
type ProgressPart<E extends Endpoint> = E['multipart'] extends true | 'only'
  ? { onUploadProgress?(percent: number): void }
  : { onUploadProgress?: undefined };

/**
 * What one call sends: path params, query, body (FormData allowed on multipart endpoints), abort
 * signal, timeout in ms, and on multipart endpoints an upload progress callback.
 */
export type CallInput<E extends Endpoint> = ParamsPart<E> &
  QueryPart<E> &
  BodyPart<E> &
  ProgressPart<E> & { signal?: AbortSignal; timeout?: number };

export interface CallOptions {
  /** How a failure is handled (handleApiError): `{ toast: false, redirect: false }` to show the message in place. */
  errors?: HandleApiErrorOptions;
}

/** The input may be left out only when nothing in it is required. */
export type CallArgs<E extends Endpoint> =
  object extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];

/** The endpoint's path with each `:param` replaced by its URI-encoded value. */
export function endpointPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Percent sent: axios' progress (0-1) when it knows it, else loaded/total; 0 when the size is unknown. */
function uploadPercent(loaded: number, total: number | undefined, progress: number | undefined): number {
  const ratio = progress ?? (total ? loaded / total : 0);
  return Math.max(0, Math.min(100, ratio * 100));
}

/**
 * Calls one endpoint of the registry and resolves to its answer:
 *
 *   const { data } = await callApi(endpoints.listings.byId, { params: { id } });
 *
 * A failure goes through handleApiError (toast, 401 to /login, 403 to /forbidden unless
 * `options.errors` says otherwise) and rejects with an ApiError (message, status). A call
 * aborted through `signal` rejects with axios' cancel error, silently.
 */
/** axios' cancel error (its isCancel, without loading axios to ask). */
const isCanceled = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { __CANCEL__?: unknown }).__CANCEL__ === true;

export async function callApi<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<EndpointResponse<E>> {
  const { params, query, body, signal, timeout, onUploadProgress } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
    timeout?: number;
    onUploadProgress?(percent: number): void;
  };
  const url = endpointPath(endpoint.path, params);
  try {
    const response = await (
      await getApiClient()
    ).request<EndpointResponse<E>>({
      method: endpoint.method,
      url,
      params: query,
      // Lists as repeated keys (a=1&a=2), which the API's query parser reads as arrays.
      paramsSerializer: { indexes: null },
      data: body,
      signal,
      timeout,
      onUploadProgress: onUploadProgress && ((e) => onUploadProgress(uploadPercent(e.loaded, e.total, e.progress))),
    });
    return response.data;
  } catch (error) {
    if (isCanceled(error)) throw error;
    return handleApiError(error, options?.errors);
  }
}
// Server rendering adds the visitor's headers to every call (shell/src/server/render-page.tsx).
export { setRequestHeaderSource, setRequestSignalSource } from './api-client';
