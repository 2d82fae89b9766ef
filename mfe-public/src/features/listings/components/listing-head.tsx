import { storageUrl, useSiteOrigin } from 'shared-auth';
import type { Listing } from 'shared-contracts';
import { formatMoney, listingImages } from 'shared-ui';
import { paths } from '../../../config/paths';
import { JsonLd, PageHead } from '../../../shared/page-head';

const absolute = (origin: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

/** schema.org `Car` with its lease `Offer` (a monthly price), for search engines. */
function listingJsonLd(listing: Listing, origin: string): Record<string, unknown> {
  const url = `${origin}${paths.listing.getHref(listing.id)}`;
  const name = `${listing.year} ${listing.make} ${listing.model}`;
  const dealer = listing.dealer;
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name,
    url,
    brand: { '@type': 'Brand', name: listing.make },
    model: listing.model,
    vehicleModelDate: String(listing.year),
    bodyType: listing.bodyType,
    fuelType: listing.fuelType,
    vehicleTransmission: listing.transmission,
    color: listing.exteriorColor || undefined,
    image: listingImages(listing).map((key) => absolute(origin, storageUrl(key))),
    offers: {
      '@type': 'Offer',
      url,
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      price: listing.monthlyPayment,
      priceCurrency: 'USD',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: listing.monthlyPayment,
        priceCurrency: 'USD',
        unitCode: 'MON',
        unitText: 'month',
      },
      availability: listing.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...(dealer
        ? {
            seller: {
              '@type': 'AutoDealer',
              name: dealer.dealershipName,
              ...(dealer.city || dealer.state
                ? {
                    address: {
                      '@type': 'PostalAddress',
                      addressLocality: dealer.city ?? undefined,
                      addressRegion: dealer.state ?? undefined,
                    },
                  }
                : {}),
            },
          }
        : {}),
    },
  };
}

/** Title, description, canonical URL and structured data of a deal page. */
export function ListingHead({ listing }: { listing: Listing }) {
  const origin = useSiteOrigin();
  const name = `${listing.year} ${listing.make} ${listing.model}`;
  const place = [listing.dealer?.city, listing.dealer?.state].filter(Boolean).join(', ');
  const from = listing.dealer ? ` from ${listing.dealer.dealershipName}${place ? ` in ${place}` : ''}` : '';
  return (
    <>
      <PageHead
        title={`${name} lease: ${formatMoney(listing.monthlyPayment)}/month`}
        description={`Lease the ${name} (${listing.bodyType}, ${listing.fuelType}) for ${formatMoney(listing.monthlyPayment)}/month with ${formatMoney(listing.downPayment)} down${from}. Request this deal on ${'LeaseMarket'}.`}
        canonicalPath={paths.listing.getHref(listing.id)}
      />
      <JsonLd data={listingJsonLd(listing, origin)} />
    </>
  );
}

/** Head of the not-found deal page (answered with 404 on the server). */
export function ListingNotFoundHead() {
  return (
    <PageHead title="Listing not found" description="This deal may have ended or been removed by the dealer." noIndex />
  );
}
