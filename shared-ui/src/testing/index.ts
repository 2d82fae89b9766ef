// Test helpers of the apps that use shared-ui (`import { renderWithRoutes } from 'shared-ui/testing'`),
// never imported by production code: a page rendered inside the shell's providers and router, the
// demo users signed in as the shell's store holds them, the listing wizard's step fillers, and for
// the integration tests an exposed module mounted as the shell mounts it on the real API.
export {
  renderWithRoutes,
  testQueryClient,
  type LocationRef,
  type RenderWithRoutesOptions,
} from './render-with-routes';
export { TestStylesProvider, type TestStyles } from './test-styles';
export { DEMO_ADMIN, DEMO_DEALER, signInAs, signOut } from './demo-users';
export {
  DEMO_EMAILS,
  DEMO_PASSWORD,
  pointAtRealApi,
  realApiUrl,
  renderArea,
  signInThroughApi,
  type RenderAreaOptions,
} from './real-api';
export {
  fillAppearance,
  fillBasics,
  fillImages,
  fillLease,
  fillSpecs,
  imageFile,
  mockObjectUrls,
  next,
  storedListing,
} from '../listing-wizard/test-utils';
export * from './billing-stats';
export { withPhoneLayout } from './phone-layout';
