// How a listing is named in the dealer's and the admin's lists and pages (the public pages name a
// deal "Make Model Year", their own way).

/** "2024 Toyota Camry" */
export function listingTitle(listing: { year: number; make: string; model: string }): string {
  return `${listing.year} ${listing.make} ${listing.model}`;
}

/** "Sedan • Hybrid • Automatic" */
export function listingSpecs(listing: { bodyType: string; fuelType: string; transmission: string }): string {
  return [listing.bodyType, listing.fuelType, listing.transmission].filter(Boolean).join(' • ');
}

/** The listing's main picture (its stored key: the image components pick the card size and WebP copies); undefined when it has none. */
export function listingCardImage(listing: {
  imageUrls: readonly string[];
  galleryImages?: readonly string[];
}): string | undefined {
  const key = listing.imageUrls.find(Boolean) ?? listing.galleryImages?.find(Boolean);
  return key || undefined;
}
