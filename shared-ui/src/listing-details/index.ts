export { ListingGallery } from './listing-gallery';
export type { ListingGalleryProps } from './listing-gallery';
export { THUMBNAILS_PER_VIEW } from './thumbnail-strip';
export { ListingImage } from './listing-image';
export type { ListingImageProps } from './listing-image';
export { ListingSections } from './listing-sections';
export type { ListingSectionsProps } from './listing-sections';
export { listingImages } from './listing-images';
export { formatMoney, formatMonthly, formatNumber, formatPerMile } from './listing-format';
