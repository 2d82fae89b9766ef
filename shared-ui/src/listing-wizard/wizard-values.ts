import type { ListingFormValues } from 'shared-contracts';

/** An image slot: a new file with its temporary preview address, or a stored image (edit mode). */
export type WizardImage = { file: File; previewUrl: string } | { path: string };

/** The wizard's form state: the shared listing form with previewable images. */
export type WizardValues = ListingFormValues<WizardImage>;
