// A public search answered from the in-memory index (store.ts), with the filters and sorts of
// search-filters.ts (test/listings.test.ts compares both for every filter and sort). Either
// the smallest candidate list (the posting list of an equality filter, or the latitude band of
// a distance) is read whole, keeping the page's first matches in order and counting them all;
// or the sort's order is walked until the page is full and the count passes the cap (readsList
// chooses). Both give the same answer (test/search-index.test.ts).
import type { ListingSearchQuery, ListingSort } from 'shared-contracts';
import { offsetOf } from '../../lib/pagination';
import type { CappedCount } from '../mappers';
import { filtersOnPrices, joinsPrices, searchCentre, sortOf } from '../search-filters';
import { EARTH_RADIUS_MILES, MILES_PER_DEGREE } from '../zip-centroids';
import { choiceNumber, type SearchStore, type SortedSlots } from './store';

/**
 * Walking the sort's order stops after about cap / density listings; reading a posting list of
 * P candidates costs P. With a density of P / N (the list's own filter only) walking costs
 * cap x N / P, so the list is read when P^2 < cap x N (twice that: other filters make the walk
 * longer, never the list).
 */
const readsList = (candidates: number, cap: number, listings: number) => candidates * candidates < 2 * (cap + 1) * listings;

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

/**
 * One page of the public matches of `q` and their count capped at `cap`: only listings of
 * `dealerOk` dealers (by the store's dealer numbers).
 */
export function searchIndex(st: SearchStore, q: ListingSearchQuery, dealerOk: Uint8Array, cap: number, plan?: 'list' | 'walk'): IndexedPage {
  const sort = sortOf(q, 'public');
  // The price row of the searched choice (term 0 / mileage 0 = not searched).
  const choice = joinsPrices(q) ? choiceNumber(filtersOnPrices(q) ? q.term ?? 0 : 0, filtersOnPrices(q) ? q.mileage ?? 0 : 0) : -1;
  const costs = choice >= 0 ? st.costs(choice) : undefined;
  const dueOf = filtersOnPrices(q) ? costs!.dueAtSigning : st.dueAtSigning;

  // Equality filters: a value never seen matches nothing.
  const eq = (dict: { find(v: string): number | undefined }, v: string | undefined) => (v ? dict.find(v) ?? -2 : -1);
  const dealer = eq(st.dealers, q.dealerId);
  const make = eq(st.makes, q.make);
  const model = eq(st.models, q.model);
  const bodyType = eq(st.bodyTypes, q.bodyType);
  const fuelType = eq(st.fuelTypes, q.fuelType);
  const noMatch = dealer === -2 || make === -2 || model === -2 || bodyType === -2 || fuelType === -2;
  const minPrice = q.minPrice ?? -Infinity;
  const maxPrice = q.maxPrice ?? Infinity;
  const minYear = q.minYear ?? -Infinity;
  const maxYear = q.maxYear ?? Infinity;
  const maxDue = q.maxDueAtSigning ?? Infinity;
  const hasDue = q.maxDueAtSigning !== undefined;
  const available = q.available === undefined ? -1 : q.available === 'true' ? 1 : 0;
  const offer = q.offers === undefined ? -1 : q.offers === 'true' ? 1 : 0;
  const centre = searchCentre(q);
  // The text is literal (search-filters.ts escapes LIKE's wildcards).
  const zipPrefix = q.zipCode && q.distance === undefined ? q.zipCode : undefined;
  let names: Uint8Array | undefined;
  if (q.search) {
    const text = q.search.toLowerCase();
    names = new Uint8Array(st.names.values.length);
    st.names.values.forEach((n, i) => { names![i] = n.includes(text) ? 1 : 0; });
  }
  let box: { latLo: number; latHi: number; lngLo: number; lngHi: number; miles: number; lat: number; lng: number } | undefined;
  if (centre && q.distance !== undefined) {
    const dLat = q.distance / MILES_PER_DEGREE;
    const dLng = q.distance / (MILES_PER_DEGREE * Math.max(0.01, Math.cos((centre.latitude * Math.PI) / 180)));
    box = {
      latLo: centre.latitude - dLat, latHi: centre.latitude + dLat, lngLo: centre.longitude - dLng, lngHi: centre.longitude + dLng,
      miles: q.distance, lat: centre.latitude, lng: centre.longitude,
    };
  }

  // The columns as locals: the test below runs for every candidate.
  const { dealer: dealerOf, make: makeOf, model: modelOf, bodyType: bodyTypeOf, fuelType: fuelTypeOf, monthly: monthlyOf, year: yearOf } = st;
  const { available: availableOf, offer: offerOf, name: nameOf, zipCode: zipOf, latitude: latOf, longitude: lngOf } = st;
  const effectiveOf = costs?.effectiveMonthly;
  const hasPrice = minPrice > -Infinity || maxPrice < Infinity;
  const hasYear = minYear > -Infinity || maxYear < Infinity;
  const matches = (s: number): boolean => {
    if (dealerOk[dealerOf[s]] !== 1) return false;
    if (dealer >= 0 && dealerOf[s] !== dealer) return false;
    if (make >= 0 && makeOf[s] !== make) return false;
    if (model >= 0 && modelOf[s] !== model) return false;
    if (bodyType >= 0 && bodyTypeOf[s] !== bodyType) return false;
    if (fuelType >= 0 && fuelTypeOf[s] !== fuelType) return false;
    if (hasPrice && (monthlyOf[s] < minPrice || monthlyOf[s] > maxPrice)) return false;
    if (hasYear && (yearOf[s] < minYear || yearOf[s] > maxYear)) return false;
    if (available >= 0 && availableOf[s] !== available) return false;
    if (offer >= 0 && offerOf[s] !== offer) return false;
    if (effectiveOf && Number.isNaN(effectiveOf[s])) return false;
    if (hasDue && !(dueOf[s] <= maxDue)) return false;
    if (names && names[nameOf[s]] !== 1) return false;
    if (zipPrefix !== undefined && !zipOf[s]?.startsWith(zipPrefix)) return false;
    if (box) {
      const lat = latOf[s];
      const lng = lngOf[s];
      if (!(lat >= box.latLo && lat <= box.latHi && lng >= box.lngLo && lng <= box.lngHi)) return false;
      if (!(haversineMiles(lat, lng, box.lat, box.lng) <= box.miles)) return false;
    }
    return true;
  };

  const offset = offsetOf(q.page, q.limit);
  const distancesOf = (slots: number[]) => box && slots.map((s) => roundedMiles(haversineMiles(st.latitude[s], st.longitude[s], box!.lat, box!.lng)));
  if (noMatch) return { slots: [], count: { total: 0, capped: false }, distances: box && [] };

  // The smallest candidate list.
  const p = st.postings;
  let few: ArrayLike<number> | undefined;
  let fewSize = Infinity;
  const consider = (list: ArrayLike<number> | undefined) => {
    const n = list?.length ?? 0;
    if (n < fewSize) { few = list ?? []; fewSize = n; }
  };
  if (dealer >= 0) consider(p.dealer.lists[dealer]);
  if (make >= 0) consider(p.make.lists[make]);
  if (model >= 0) consider(p.model.lists[model]);
  if (bodyType >= 0) consider(p.bodyType.lists[bodyType]);
  if (fuelType >= 0) consider(p.fuelType.lists[fuelType]);
  if (offer === 1) consider(p.offer.lists[1]);
  if (box) consider(latitudeBand(st, box.latLo, box.latHi));
  // A budget is a run of the price order: a candidate list, and for a price sort the part of
  // its order to walk (price_desc is price_asc backwards: both break ties on the id).
  const compare = comparator(st, sort, choice);
  let walk: { order: SortedSlots; from: number; to: number; step: 1 | -1 };
  if (hasPrice) {
    const byPrice = sortOrder(st, 'price_asc', choice, sort === 'price_asc' ? compare : comparator(st, 'price_asc', choice));
    const lo = bound(byPrice, (s) => monthlyOf[s] < minPrice);
    const hi = bound(byPrice, (s) => monthlyOf[s] <= maxPrice);
    consider(byPrice.slots.subarray(lo, hi));
    if (sort === 'price_asc') walk = { order: byPrice, from: lo, to: hi, step: 1 };
    else if (sort === 'price_desc') walk = { order: byPrice, from: hi - 1, to: lo - 1, step: -1 };
  }
  walk ??= (() => {
    const order = sortOrder(st, sort, choice, compare);
    return { order, from: 0, to: order.length, step: 1 as const };
  })();

  if (few && (plan ? plan === 'list' : readsList(fewSize, cap, Math.abs(walk.to - walk.from)))) {
    const { top, count } = firstMatches(few, matches, compare, offset + q.limit);
    const slots = top.slice(offset);
    return { slots, count: count > cap ? { total: cap, capped: true } : { total: count, capped: false }, distances: distancesOf(slots) };
  }

  // Walk the sort's order until the page is full and the count passes the cap.
  const slots: number[] = [];
  let n = 0;
  const stopAt = Math.max(cap + 1, offset + q.limit);
  const ordered = walk.order.slots;
  for (let i = walk.from; i !== walk.to && n < stopAt; i += walk.step) {
    const s = ordered[i];
    if (!matches(s)) continue;
    if (n >= offset && slots.length < q.limit) slots.push(s);
    n++;
  }
  return { slots, count: n > cap ? { total: cap, capped: true } : { total: n, capped: false }, distances: distancesOf(slots) };
}

/** Past this many rows (a deep page) the matches are sorted whole rather than kept in order one by one. */
const DEEP = 500;

/** The first `k` matching candidates in the sort's order, and how many match. */
function firstMatches(candidates: ArrayLike<number>, matches: (s: number) => boolean, compare: (a: number, b: number) => number, k: number): { top: number[]; count: number } {
  if (k > DEEP) {
    const all: number[] = [];
    for (let i = 0; i < candidates.length; i++) if (matches(candidates[i])) all.push(candidates[i]);
    return { top: all.sort(compare).slice(0, k), count: all.length };
  }
  const top: number[] = [];
  let count = 0;
  for (let i = 0; i < candidates.length; i++) {
    const s = candidates[i];
    if (!matches(s)) continue;
    count++;
    if (top.length === k && compare(s, top[k - 1]) >= 0) continue;
    // Insert in order (k is a page or a few: a short move).
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(top[mid], s) < 0) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, s);
    if (top.length > k) top.pop();
  }
  return { top, count };
}

function sortOrder(st: SearchStore, sort: ListingSort, choice: number, compare: (a: number, b: number) => number): SortedSlots {
  if (sort !== 'effective_monthly') return st.order(sort, compare);
  const costs = st.costs(choice);
  return st.order(`effective_monthly:${choice}`, compare, (s) => !Number.isNaN(costs.effectiveMonthly[s]));
}

/** The slots whose latitude is within [lo, hi], from the latitude order. */
function latitudeBand(st: SearchStore, lo: number, hi: number): Uint32Array {
  const byLatitude = st.order('latitude', (a, b) => st.latitude[a] - st.latitude[b] || a - b, (s) => !Number.isNaN(st.latitude[s]));
  const first = bound(byLatitude, (s) => st.latitude[s] < lo);
  const last = bound(byLatitude, (s) => st.latitude[s] <= hi);
  return byLatitude.slots.subarray(first, last);
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
