// The registry object: every route of the API by domain and key. Browser builds replace this
// module by its routes' method, path and multipart flag only (scripts/webpack/endpoint-routes-loader.cjs):
// a page calls the API without loading the zod schemas and texts that only the API needs.
import { adminEndpoints } from './admin';
import { authEndpoints } from './auth';
import { billingEndpoints } from './billing';
import { contactEndpoints } from './contact';
import { dealersEndpoints } from './dealers';
import { devEndpoints, healthEndpoints } from './dev';
import { enquiriesEndpoints } from './enquiries';
import { favouritesEndpoints } from './favourites';
import { leadsEndpoints } from './leads';
import { listingsEndpoints } from './listings';
import { savedSearchesEndpoints } from './saved-searches';
import { seoEndpoints } from './seo';

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
  favourites: favouritesEndpoints,
  savedSearches: savedSearchesEndpoints,
};
