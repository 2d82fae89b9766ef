import type { AxiosError } from 'axios';

/** axios' isAxiosError, without loading axios to ask (the client is loaded on the first call). */
const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

export const FALLBACK_ERROR_MESSAGE = 'An unexpected error occurred';

function pick(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (Array.isArray(value) && value.length > 0) {
    const first = value[0] as unknown;
    if (typeof first === 'string') return first;
    if (first && typeof first === 'object' && typeof (first as { message?: unknown }).message === 'string') {
      return (first as { message: string }).message;
    }
  }
  return undefined;
}

/** The server's message of a failed call: the message string, its first item if a list, or the error field. */
export function serverMessage(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const body = error.response?.data as Record<string, unknown> | string | undefined;
  if (!body) return undefined;
  if (typeof body === 'string') return undefined;
  return pick(body.message) ?? pick(body.error) ?? pick(body.errors);
}

/** HTTP status of a failed call, if the server answered. */
export function errorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}
