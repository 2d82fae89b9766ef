// Fastify route options from one endpoint of the contract registry (shared-contracts
// `endpoints`), for fastify-type-provider-zod:
//
//   app.route({ ...contractRoute(endpoints.auth.login, '/api/auth'), handler });
//
// Params, query and body are validated with the contract's schemas; the success answer is
// encoded through its response schema (a field not in the contract never leaves the server)
// and every 4xx/5xx through apiErrorSchema. Tags, summary and who may call (roles and the
// permission a role must hold) go to OpenAPI; the route enforces it with app.requireAccess(endpoint).
import { apiErrorSchema, type Endpoint, type EndpointAccess } from 'shared-contracts';
import type { z } from 'zod';

/** The body schema as the route validates it: a multipart request has no parsed body. */
type RouteBody<E extends Endpoint> = E['body'] extends z.ZodType
  ? E['multipart'] extends true | 'only'
    ? z.ZodOptional<z.ZodNullable<E['body']>>
    : E['body']
  : undefined;

interface ContractRouteSchema<E extends Endpoint> {
  params: E['params'];
  querystring: E['query'];
  body: RouteBody<E>;
  response: { [S in E['status']]: E['response'] } & { '4xx': typeof apiErrorSchema; '5xx': typeof apiErrorSchema };
  tags: string[];
  summary: string;
  description: string;
  security?: Array<Record<string, string[]>>;
  consumes?: string[];
  produces?: string[];
}

export interface ContractRouteOptions<E extends Endpoint> {
  method: E['method'];
  url: string;
  /** A route at the plugin's own path answers there only (not also with a trailing slash). */
  prefixTrailingSlash?: 'no-slash';
  schema: ContractRouteSchema<E>;
}

function whoMayCall(access: EndpointAccess, permissions: Endpoint['permissions']): string {
  if (access === 'public') return 'Who may call: anybody.';
  if (access === 'signed-in') return 'Who may call: any signed-in user.';
  const roles = access.map((role) =>
    permissions?.[role] ? `${role} (with the ${permissions[role]} permission)` : role,
  );
  return `Who may call: ${roles.join(', ')}.`;
}

/**
 * Route options for `endpoint`, with `url` relative to `prefix` (the plugin's prefix, e.g.
 * '/api/auth'). Throws when the endpoint's path is not under the prefix.
 */
export function contractRoute<E extends Endpoint>(endpoint: E, prefix: string): ContractRouteOptions<E> {
  const base = prefix.replace(/\/+$/, '');
  const rest = endpoint.path.slice(base.length);
  if (!endpoint.path.startsWith(base) || (rest !== '' && !rest.startsWith('/'))) {
    throw new Error(`${endpoint.method} ${endpoint.path} is not under the prefix ${prefix}`);
  }
  const body = endpoint.body && endpoint.multipart ? endpoint.body.nullish() : endpoint.body;
  const description = [
    endpoint.description,
    whoMayCall(endpoint.access, endpoint.permissions),
    endpoint.devOnly ? 'Development only.' : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const schema = {
    params: endpoint.params,
    querystring: endpoint.query,
    body,
    response: { [endpoint.status]: endpoint.response, '4xx': apiErrorSchema, '5xx': apiErrorSchema },
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description,
    ...(endpoint.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
    ...(endpoint.produces ? { produces: [endpoint.produces] } : {}),
    ...(endpoint.multipart
      ? {
          consumes:
            endpoint.multipart === 'only' ? ['multipart/form-data'] : ['multipart/form-data', 'application/json'],
        }
      : {}),
  } as ContractRouteSchema<E>;
  // Fastify rejects a schema key whose value is undefined.
  for (const key of ['params', 'querystring', 'body'] as const) if (!schema[key]) delete schema[key];
  return {
    method: endpoint.method,
    url: rest === '' ? '/' : rest,
    ...(rest === '' ? { prefixTrailingSlash: 'no-slash' as const } : {}),
    schema,
  };
}
