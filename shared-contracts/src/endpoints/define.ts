// The shape of one API route in the registry, and the types read from it.
import type { z } from 'zod';
import type { Permission, Role } from '../auth';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** OpenAPI tags: one per API domain (the folder under api/src). */
export const ENDPOINT_TAGS = [
  'auth',
  'dealers',
  'billing',
  'admin',
  'listings',
  'leads',
  'enquiries',
  'contact',
  'dev',
  'health',
  'seo',
  'favourites',
  'saved-searches',
] as const;
export type EndpointTag = (typeof ENDPOINT_TAGS)[number];

/** Who may call: anybody, any signed-in user, or users of these roles. */
export type EndpointAccess = 'public' | 'signed-in' | readonly Role[];

export interface Endpoint {
  method: HttpMethod;
  /** Full path with `:param` segments, e.g. '/api/listings/:id'. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success status. */
  status: number;
  /** The success answer (errors are apiErrorSchema). No transforms: the API encodes through it. */
  response: z.ZodType;
  /**
   * The success answer's media type when it is not JSON (the sitemap, robots.txt, the listing import's CSV template): the answer
   * is then a text (`response` a string schema) sent as it is. Errors stay JSON.
   */
  produces?: 'text/xml' | 'text/plain' | 'text/csv';
  tag: EndpointTag;
  summary: string;
  description?: string;
  access: EndpointAccess;
  /**
   * A permission the caller's role must also hold (exactly true in its permission map), e.g.
   * `{ admin: 'manageDealers' }`: an admin without it gets 403 like another role.
   */
  permissions?: Partial<Record<Role, Permission>>;
  /**
   * The body may be sent as multipart/form-data (files); `body` then lists its text fields.
   * true: multipart or JSON; 'only': multipart only (a JSON body is refused).
   */
  multipart?: boolean | 'only';
  /** Served only in development (not in production, not with an SMTP mailer). */
  devOnly?: boolean;
}

/** Identity function that keeps the literal types (method, path, schemas) of one route. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** Path parameters the caller sends (z.input). */
export type EndpointParams<E extends Endpoint> = InputOf<E['params']>;
/** Query the caller sends (z.input: defaulted fields are optional). */
export type EndpointQuery<E extends Endpoint> = InputOf<E['query']>;
/** Body the caller sends (z.input). */
export type EndpointBody<E extends Endpoint> = InputOf<E['body']>;
/** The success answer (z.output). */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;
