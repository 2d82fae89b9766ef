// The API registry: every route described once. The API registers its routes from it
// (api/src/lib/contract-route.ts), the browser apps call it (shared-auth callApi).
import type { Endpoint } from './define';
import { endpoints } from './registry';

export * from './define';
export { endpoints };

/** Every endpoint with its registry key ('auth.login'), in registry order. */
export function listEndpoints(): Array<{ key: string; endpoint: Endpoint }> {
  return Object.entries(endpoints).flatMap(([group, members]) =>
    Object.entries(members as Record<string, Endpoint>).map(([name, endpoint]) => ({
      key: `${group}.${name}`,
      endpoint,
    })),
  );
}
