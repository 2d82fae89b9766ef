export { ListingWizard, LISTING_LOAD_FAILED_MESSAGE } from './listing-wizard';
export type { ListingWizardProps } from './listing-wizard';
export { WIZARD_STEPS } from './wizard-steps';
