import type { ListingFormValues } from 'shared-contracts';

export interface WizardStep {
  /** Title in the progress list and the step heading (spec 1 section 2). */
  title: string;
  /** Second title shown under the heading, when the spec gives one. */
  alternateTitle?: string;
  description: string;
  /** Fields the step validates, in the order they are shown. */
  fields: ReadonlyArray<keyof ListingFormValues>;
}

/** The six steps of the listing wizard, in order. */
export const WIZARD_STEPS: readonly WizardStep[] = [
  {
    title: 'Images & Media',
    description: 'Add one main display image and up to five gallery photos. JPEG or PNG.',
    fields: ['mainImage', 'galleryImages'],
  },
  {
    title: 'Basic Vehicle Information',
    description: 'Tell shoppers which car this is.',
    fields: ['make', 'model', 'bodyType', 'year', 'stockNumber'],
  },
  {
    title: 'Lease Details',
    description: 'Pricing, lease terms and mileage allowances.',
    fields: ['msrp', 'leaseTerms', 'monthlyPayment', 'downPayment', 'mileageLimits', 'carType', 'extraMileageCost'],
  },
  { title: 'Vehicle Specifications', description: 'Powertrain details.', fields: ['fuelType', 'transmission'] },
  {
    title: 'Exterior & Interior Details',
    description: 'Colours and seating.',
    fields: ['interiorColor', 'exteriorColor', 'numberOfSeats'],
  },
  {
    title: 'Additional Information',
    alternateTitle: 'Features & Extras',
    description: 'Optional. Type a feature and press Enter or the + button to add it.',
    fields: ['safetyFeatures', 'comfortFeatures', 'entertainmentFeatures', 'specialFeatures'],
  },
];
