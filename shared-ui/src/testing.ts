// Test helpers of the apps that use shared-ui (`import { fillBasics } from 'shared-ui/testing'`):
// the listing wizard's step fillers, as the wizard's own tests use them.
export {
  fillAppearance, fillBasics, fillImages, fillLease, fillSpecs, imageFile, mockObjectUrls, next, storedListing,
} from './listing-wizard/test-utils';
