// A public search answered from the in-memory index (store.ts), with the filters and sorts of
// search-filters.ts (test/listings.test.ts compares both for every filter and sort; the plan
// is searchIndex's, and test/search-index.test.ts checks both of its ways give one answer).
import type { ListingSearchQuery, ListingSort } from 'shared-contracts';
import { offsetOf } from '../../lib/pagination';
import type { CappedCount } from '../mappers';
import { filtersOnPrices, joinsPrices, searchCentre, sortOf } from '../search-filters';
import { EARTH_RADIUS_MILES, MILES_PER_DEGREE } from '../zip-centroids';
import { choiceNumber, type Bits, type SearchStore, type SortedSlots } from './store';

export interface IndexedPage { slots: number[]; count: CappedCount; distances?: number[] }

const RADIANS = Math.PI / 180;

/** search-filters.ts distanceSql in floating point. */
function haversineMiles(lat: number, lng: number, cLat: number, cLng: number): number {
  const a = Math.sin(((lat - cLat) * RADIANS) / 2) ** 2 + Math.cos(cLat * RADIANS) * Math.cos(lat * RADIANS) * Math.sin(((lng - cLng) * RADIANS) / 2) ** 2;
  return EARTH_RADIUS_MILES * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** round(miles::numeric, 1) as PostgreSQL does it (15 significant digits, half away from zero). */
export function roundedMiles(miles: number): number {
  return Math.round(Number((Number(miles.toPrecision(15)) * 10).toPrecision(15))) / 10;
}

/** The sort's order of two slots (the SORTS of search-filters.ts). */
function comparator(st: SearchStore, sort: ListingSort, choice: number): (a: number, b: number) => number {
  const idAsc = (a: number, b: number) => (st.ids[a] < st.ids[b] ? -1 : st.ids[a] > st.ids[b] ? 1 : 0);
  const idDesc = (a: number, b: number) => idAsc(b, a);
  const newest = (a: number, b: number) => st.dateAddedUs[b] - st.dateAddedUs[a] || idDesc(a, b);
  switch (sort) {
    case 'price_asc': return (a, b) => st.monthly[a] - st.monthly[b] || idAsc(a, b);
    case 'price_desc': return (a, b) => st.monthly[b] - st.monthly[a] || idDesc(a, b);
    case 'newest': return newest;
    case 'popular': return (a, b) => st.views[b] - st.views[a] || newest(a, b);
    case 'recommended': return (a, b) => st.offer[b] - st.offer[a] || newest(a, b);
    case 'effective_monthly': {
      const costs = st.costs(choice);
      return (a, b) => costs.effectiveMonthly[a] - costs.effectiveMonthly[b] || idAsc(a, b);
    }
    case 'deal_score': return (a, b) => {
      const x = st.dealScore[a];
      const y = st.dealScore[b];
      if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
      return (Number.isNaN(x) ? 0 : y - x) || newest(a, b);
    };
  }
}

/** The slots of the listings of these dealers (the eligible ones: the public rule's dealer part). */
export function dealerSlots(st: SearchStore, dealerIds: readonly string[]): Bits {
  const bits = new Uint32Array(st.words);
  for (const id of dealerIds) {
    const n = st.dealers.find(id);
    const set = n === undefined ? undefined : st.bits.dealer.sets[n];
    if (set) for (let i = 0; i < bits.length; i++) bits[i] |= set[i];
  }
  return bits;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** A run of a sort order [from, to) and the bound test that found it. */
function run(order: SortedSlots, below: (s: number) => boolean, within: (s: number) => boolean): { from: number; to: number } {
  return { from: bound(order, below), to: bound(order, within) };
}

/**
 * One page of the public matches of `q` and their count capped at `cap`: only listings in
 * `eligible` (dealerSlots of the eligible dealers).
 *
 * The matches are first narrowed with bit sets: the eligible slots, AND each equality filter's
 * value (a year range, a free text and a searched term or mileage are ORs of values), AND a
 * budget or a latitude band when it is a small run of its order. What the bits cannot say (a
 * wide budget, due at signing, a ZIP code prefix, the exact distance) is tested per listing.
 * Then either the set bits are read in slot order, keeping the page's first matches in order
 * and counting them all, or the sort's order is walked, skipping unset bits, until the page is
 * full (and the count passes the cap when a per-listing test remains). `plan` forces one (tests).
 */
export function searchIndex(st: SearchStore, q: ListingSearchQuery, eligible: Bits, cap: number, plan?: 'list' | 'walk'): IndexedPage {
  const sort = sortOf(q, 'public');
  // The price row of the searched choice (term 0 / mileage 0 = not searched).
  const choice = joinsPrices(q) ? choiceNumber(filtersOnPrices(q) ? q.term ?? 0 : 0, filtersOnPrices(q) ? q.mileage ?? 0 : 0) : -1;
  const costs = choice >= 0 ? st.costs(choice) : undefined;
  const dueOf = filtersOnPrices(q) ? costs!.dueAtSigning : st.dueAtSigning;
  const offset = offsetOf(q.page, q.limit);
  const centre = searchCentre(q);
  let box: { latLo: number; latHi: number; lngLo: number; lngHi: number; miles: number; lat: number; lng: number } | undefined;
  if (centre && q.distance !== undefined) {
    const dLat = q.distance / MILES_PER_DEGREE;
    const dLng = q.distance / (MILES_PER_DEGREE * Math.max(0.01, Math.cos((centre.latitude * Math.PI) / 180)));
    box = {
      latLo: centre.latitude - dLat, latHi: centre.latitude + dLat, lngLo: centre.longitude - dLng, lngHi: centre.longitude + dLng,
      miles: q.distance, lat: centre.latitude, lng: centre.longitude,
    };
  }
  const none: IndexedPage = { slots: [], count: { total: 0, capped: false }, distances: box && [] };

  // The bit sets.
  const words = st.words;
  const [matched, band] = st.scratch;
  matched.set(eligible.subarray(0, words));
  const and = (set: Bits) => { for (let i = 0; i < words; i++) matched[i] &= set[i]; };
  const andAny = (sets: Array<Bits | undefined>) => {
    band.fill(0);
    for (const set of sets) if (set) for (let i = 0; i < words; i++) band[i] |= set[i];
    and(band);
  };
  const andRun = (order: SortedSlots, from: number, to: number) => {
    band.fill(0);
    for (let i = from; i < to; i++) { const s = order.slots[i]; band[s >>> 5] |= 1 << (s & 31); }
    and(band);
  };
  const b = st.bits;
  for (const [set, dict, value] of [[b.dealer, st.dealers, q.dealerId], [b.make, st.makes, q.make], [b.model, st.models, q.model],
    [b.bodyType, st.bodyTypes, q.bodyType], [b.fuelType, st.fuelTypes, q.fuelType]] as const) {
    if (!value) continue;
    const n = dict.find(value);
    if (n === undefined || !set.sets[n]) return none;
    and(set.sets[n]);
  }
  if (q.available !== undefined) andAny([b.available.sets[q.available === 'true' ? 1 : 0]]);
  if (q.offers !== undefined) andAny([b.offer.sets[q.offers === 'true' ? 1 : 0]]);
  if (q.minYear !== undefined || q.maxYear !== undefined) {
    const years: Array<Bits | undefined> = [];
    for (let y = Math.max(0, q.minYear ?? 0); y <= Math.min(b.year.sets.length - 1, q.maxYear ?? Infinity); y++) years.push(b.year.sets[y]);
    andAny(years);
  }
  if (q.search) {
    const text = q.search.toLowerCase();
    andAny(st.names.values.map((name, n) => (name.includes(text) ? b.name.sets[n] : undefined)));
  }
  if (costs) and(costs.offered);

  // A budget is a run of the price order: as bits when it is narrow, and for a price sort the
  // part of its order to walk (price_desc is price_asc backwards: both break ties on the id).
  const compare = comparator(st, sort, choice);
  const minPrice = q.minPrice ?? -Infinity;
  const maxPrice = q.maxPrice ?? Infinity;
  const hasPrice = q.minPrice !== undefined || q.maxPrice !== undefined;
  const narrow = (r: { from: number; to: number }) => r.to - r.from <= st.size / 4;
  let priceTested = false;
  let walk: { order: SortedSlots; from: number; to: number; step: 1 | -1 } | undefined;
  if (hasPrice) {
    const byPrice = sortOrder(st, 'price_asc', choice, sort === 'price_asc' ? compare : comparator(st, 'price_asc', choice));
    const budget = run(byPrice, (s) => st.monthly[s] < minPrice, (s) => st.monthly[s] <= maxPrice);
    if (narrow(budget)) andRun(byPrice, budget.from, budget.to);
    else priceTested = true;
    if (sort === 'price_asc') walk = { order: byPrice, ...budget, step: 1 };
    else if (sort === 'price_desc') walk = { order: byPrice, from: budget.to - 1, to: budget.from - 1, step: -1 };
  }
  if (box) {
    // The box's latitude and longitude bands (the exact test below covers a wide one).
    for (const [name, of, lo, hi] of [['latitude', st.latitude, box.latLo, box.latHi], ['longitude', st.longitude, box.lngLo, box.lngHi]] as const) {
      const order = st.order(name, (x, y) => st[name][x] - st[name][y] || x - y, (s) => !Number.isNaN(st[name][s]));
      const within = run(order, (s) => of[s] < lo, (s) => of[s] <= hi);
      if (narrow(within)) andRun(order, within.from, within.to);
    }
  }

  // What bits cannot say, per listing.
  const maxDue = q.maxDueAtSigning ?? Infinity;
  const hasDue = q.maxDueAtSigning !== undefined;
  // The text is literal (search-filters.ts escapes LIKE's wildcards).
  const zipPrefix = q.zipCode && q.distance === undefined ? q.zipCode : undefined;
  const { monthly: monthlyOf, zipCode: zipOf, latitude: latOf, longitude: lngOf } = st;
  const tested = priceTested || hasDue || zipPrefix !== undefined || box !== undefined;
  const passes = (s: number): boolean => {
    if (priceTested && (monthlyOf[s] < minPrice || monthlyOf[s] > maxPrice)) return false;
    if (hasDue && !(dueOf[s] <= maxDue)) return false;
    if (zipPrefix !== undefined && !zipOf[s]?.startsWith(zipPrefix)) return false;
    if (box) {
      const lat = latOf[s];
      const lng = lngOf[s];
      if (!(lat >= box.latLo && lat <= box.latHi && lng >= box.lngLo && lng <= box.lngHi)) return false;
      if (!(haversineMiles(lat, lng, box.lat, box.lng) <= box.miles)) return false;
    }
    return true;
  };

  let bitCount = 0;
  for (let i = 0; i < words; i++) if (matched[i] !== 0) bitCount += popcount(matched[i]);
  if (bitCount === 0) return none;
  const capped = (n: number): CappedCount => (n > cap ? { total: cap, capped: true } : { total: n, capped: false });
  walk ??= (() => {
    const order = sortOrder(st, sort, choice, compare);
    return { order, from: 0, to: order.length, step: 1 as const };
  })();
  // Walking stops after about stopAt x (its length / the set bits) listings when the matches
  // are spread evenly over the order; reading the bits costs their number. A walk that has
  // passed that many listings (matches bunched at the order's end) reads the bits instead.
  const stopAt = tested ? Math.max(cap + 1, offset + q.limit) : offset + q.limit;
  const walkLength = Math.abs(walk.to - walk.from);
  if (plan !== 'list' && (plan === 'walk' || bitCount * bitCount >= stopAt * walkLength)) {
    const slots: number[] = [];
    let n = 0;
    let steps = 0;
    const ordered = walk.order.slots;
    for (let i = walk.from; i !== walk.to && n < stopAt; i += walk.step) {
      if (++steps > bitCount && !plan) break;
      const s = ordered[i];
      if (((matched[s >>> 5] >>> (s & 31)) & 1) === 0 || (tested && !passes(s))) continue;
      if (n >= offset && slots.length < q.limit) slots.push(s);
      n++;
    }
    if (steps <= bitCount || plan) return { slots, count: capped(tested ? n : bitCount), distances: box && distancesOf(st, slots, box) };
  }

  const top = new FirstInOrder(compare, offset + q.limit, leadingKey(st, sort, choice));
  for (let w = 0; w < words; w++) {
    let x = matched[w];
    while (x !== 0) {
      const t = x & -x;
      x ^= t;
      const s = (w << 5) + 31 - Math.clz32(t);
      if (!tested || passes(s)) top.add(s);
    }
  }
  const slots = top.first().slice(offset);
  return { slots, count: capped(top.count), distances: box && distancesOf(st, slots, box) };
}

function distancesOf(st: SearchStore, slots: number[], centre: { lat: number; lng: number }): number[] {
  return slots.map((s) => roundedMiles(haversineMiles(st.latitude[s], st.longitude[s], centre.lat, centre.lng)));
}

/** Past this many rows (a deep page) the matches are sorted whole rather than kept in order one by one. */
const DEEP = 500;

/** The sort's first key as numbers and its direction (1 ascending), where it has one: a quick test before the comparator. */
interface LeadingKey { values: Float64Array; direction: 1 | -1 }

function leadingKey(st: SearchStore, sort: ListingSort, choice: number): LeadingKey | undefined {
  switch (sort) {
    case 'price_asc': return { values: st.monthly, direction: 1 };
    case 'price_desc': return { values: st.monthly, direction: -1 };
    case 'newest': return { values: st.dateAddedUs, direction: -1 };
    case 'popular': return { values: st.views, direction: -1 };
    case 'effective_monthly': return { values: st.costs(choice).effectiveMonthly, direction: 1 };
    // (an unscored listing's NaN never passes the quick test: the comparator decides)
    case 'deal_score': return { values: st.dealScore, direction: -1 };
    default: return undefined;
  }
}

/** The first `k` of the slots added, in the sort's order, and how many were added. */
class FirstInOrder {
  count = 0;
  private kept: number[] = [];
  constructor(private readonly compare: (a: number, b: number) => number, private readonly k: number, private readonly key?: LeadingKey) {}

  add(s: number): void {
    this.count++;
    const kept = this.kept;
    if (this.k > DEEP) {
      kept.push(s);
      return;
    }
    if (kept.length === this.k) {
      const last = kept[this.k - 1];
      // Strictly after the last kept on the first key: no need to compare further.
      if (this.key && this.key.direction * (this.key.values[s] - this.key.values[last]) > 0) return;
      if (this.compare(s, last) >= 0) return;
    }
    // Insert in order (k is a page or a few: a short move).
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(kept[mid], s) < 0) lo = mid + 1;
      else hi = mid;
    }
    kept.splice(lo, 0, s);
    if (kept.length > this.k) kept.pop();
  }

  first(): number[] {
    return this.k > DEEP ? this.kept.sort(this.compare).slice(0, this.k) : this.kept;
  }
}

function sortOrder(st: SearchStore, sort: ListingSort, choice: number, compare: (a: number, b: number) => number): SortedSlots {
  if (sort !== 'effective_monthly') return st.order(sort, compare);
  const costs = st.costs(choice);
  return st.order(`effective_monthly:${choice}`, compare, (s) => !Number.isNaN(costs.effectiveMonthly[s]));
}

/** The first position in `order` where `before` turns false. */
function bound(order: SortedSlots, before: (slot: number) => boolean): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(order.slots[mid])) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
