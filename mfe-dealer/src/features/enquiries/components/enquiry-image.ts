import { storageUrl } from 'shared-auth';
import type { Enquiry } from 'shared-contracts';

/** The enquiry's listing picture: its main image, else its first gallery image; undefined when none. */
export function enquiryImage(enquiry: Pick<Enquiry, 'listing'>): string | undefined {
  const l = enquiry.listing;
  const key = l?.imageUrls.find(Boolean) ?? l?.galleryImages.find(Boolean);
  return key ? storageUrl(key) : undefined;
}

/** "Toyota Camry" */
export function enquiryVehicle(enquiry: Pick<Enquiry, 'listing'>): string {
  return enquiry.listing ? `${enquiry.listing.make} ${enquiry.listing.model}` : 'Listing removed';
}
