// Enquiry rows -> the contract's Enquiry (snake_case fields, spec 2 section 3).
import type { Enquiry } from 'shared-contracts';
import type { EnquiryListingRow, EnquiryRow } from './repository';

export function toEnquiry(row: EnquiryRow, l: EnquiryListingRow | null | undefined): Enquiry {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone_number: row.phoneNumber,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    listing:
      l && l.id
        ? {
            id: l.id,
            make: l.make,
            model: l.model,
            bodyType: l.bodyType,
            year: l.year,
            fuelType: l.fuelType,
            transmission: l.transmission,
            monthlyPayment: l.monthlyPayment,
            imageUrls: l.imageUrl ? [l.imageUrl] : [],
            galleryImages: l.galleryImages,
          }
        : null,
  };
}
