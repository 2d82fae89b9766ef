// The searches the bench drives: what the /listings page sends, filtered, sorted and paged.
import { DEMO_CARS } from '../src/seed/listings';

/** Typical searches as the /listings page sends them: filtered, sorted, paged. */
export function typicalPaths(): string[] {
  const makes = [...new Set(DEMO_CARS.map((c) => c[0]))].slice(0, 12);
  const bands = [
    [0, 200],
    [200, 300],
    [300, 400],
    [400, 500],
    [500, 600],
    [600, 700],
    [700, 800],
    [800, undefined],
  ];
  const sorts = ['recommended', 'price_asc', 'price_desc'];
  const out: string[] = [];
  let i = 0;
  for (const make of makes) {
    for (const sort of sorts)
      out.push(
        `/api/listings?status=active&make=${encodeURIComponent(make)}&sort=${sort}&page=${1 + (i++ % 3)}&limit=10`,
      );
  }
  for (const [min, max] of bands) {
    for (const body of ['SUV', 'Sedan', 'Crossover']) {
      out.push(
        `/api/listings?status=active&bodyType=${body}&minPrice=${min}${max ? `&maxPrice=${max}` : ''}&sort=${sorts[i++ % 3]}&page=1&limit=10`,
      );
    }
  }
  for (const [make, model] of [
    ['Toyota', 'Camry'],
    ['Honda', 'CR-V'],
    ['Ford', 'F-150'],
    ['BMW', 'X5'],
  ]) {
    out.push(
      `/api/listings?status=active&make=${make}&model=${encodeURIComponent(model)}&minPrice=300&maxPrice=900&sort=price_asc&page=1&limit=10`,
    );
  }
  out.push('/api/listings?status=active&page=1&limit=10', '/api/listings?status=active&sort=price_asc&page=2&limit=10');
  // The lease filters and sorts (issue 12): term, mileage, due at signing, fuel, year, distance;
  // effective monthly, deal score and newest.
  const zips = ['78701', '10001', '60611', '90025', '33101'];
  const leaseSorts = ['effective_monthly', 'deal_score', 'newest'];
  for (const [j, body] of ['SUV', 'Sedan', 'Crossover', 'Pickup Truck'].entries()) {
    out.push(
      `/api/listings?status=active&bodyType=${encodeURIComponent(body)}&term=36&sort=${leaseSorts[j % 3]}&page=1&limit=10`,
    );
    out.push(
      `/api/listings?status=active&bodyType=${encodeURIComponent(body)}&mileage=12000&maxDueAtSigning=3000&sort=effective_monthly&page=1&limit=10`,
    );
  }
  for (const fuel of ['Electric', 'Hybrid', 'Plug-in Hybrid']) {
    out.push(`/api/listings?status=active&fuelType=${encodeURIComponent(fuel)}&sort=deal_score&page=1&limit=10`);
    out.push(
      `/api/listings?status=active&fuelType=${encodeURIComponent(fuel)}&minYear=2025&maxPrice=500&sort=effective_monthly&page=1&limit=10`,
    );
  }
  for (const [j, zip] of zips.entries()) {
    out.push(
      `/api/listings?status=active&zipCode=${zip}&distance=${[25, 50, 100, 250, 500][j]}&sort=${leaseSorts[j % 3]}&page=1&limit=10`,
    );
  }
  out.push(
    '/api/listings?status=active&term=24&mileage=15000&sort=effective_monthly&page=2&limit=10',
    '/api/listings?status=active&sort=deal_score&page=1&limit=10',
    '/api/listings?status=active&maxDueAtSigning=2000&sort=deal_score&page=1&limit=10',
    '/api/listings?status=active&make=Toyota&minYear=2025&maxYear=2026&sort=newest&page=1&limit=10',
  );
  return out;
}
