// The API registry: every route described once. The API registers its routes from it
// (api/src/lib/contract-route.ts), the browser apps call it (shared-auth callApi).
import { adminEndpoints } from './admin';
import { authEndpoints } from './auth';
import { billingEndpoints } from './billing';
import { contactEndpoints } from './contact';
import { dealersEndpoints } from './dealers';
import type { Endpoint } from './define';
import { devEndpoints, healthEndpoints } from './dev';
import { enquiriesEndpoints } from './enquiries';
import { leadsEndpoints } from './leads';
import { listingsEndpoints } from './listings';
import { seoEndpoints } from './seo';

export * from './define';

export const endpoints = {
  auth: authEndpoints,
  dealers: dealersEndpoints,
  billing: billingEndpoints,
  admin: adminEndpoints,
  listings: listingsEndpoints,
  leads: leadsEndpoints,
  enquiries: enquiriesEndpoints,
  contact: contactEndpoints,
  dev: devEndpoints,
  health: healthEndpoints,
  seo: seoEndpoints,
};

/** Every endpoint with its registry key ('auth.login'), in registry order. */
export function listEndpoints(): Array<{ key: string; endpoint: Endpoint }> {
  return Object.entries(endpoints).flatMap(([group, members]) =>
    Object.entries(members as Record<string, Endpoint>).map(([name, endpoint]) => ({ key: `${group}.${name}`, endpoint })));
}
