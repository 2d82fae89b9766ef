// A public search answered from the in-memory index (store.ts), with the filters and sorts of
// search-filters.ts (test/listings.test.ts compares both for every filter and sort; the plan
// is searchIndex's, and test/search-index.test.ts checks both of its ways give one answer).
import { LISTING_SORTS, type ListingSearchQuery, type ListingSort } from 'shared-contracts';
import { offsetOf } from '../../lib/pagination';
import type { CappedCount } from '../mappers';
import { filtersOnPrices, joinsPrices, searchCentre, sortOf } from '../search-filters';
import { EARTH_RADIUS_MILES, MILES_PER_DEGREE } from '../zip-centroids';
import { choiceNumber, COST_FIELDS, type Bits, type RowField, type SearchStore, type SortedSlots } from './store';

export interface IndexedPage {
  slots: number[];
  count: CappedCount;
  distances?: number[];
}

const RADIANS = Math.PI / 180;

/** search-filters.ts distanceSql in floating point. */
function haversineMiles(lat: number, lng: number, cLat: number, cLng: number): number {
  const a =
    Math.sin(((lat - cLat) * RADIANS) / 2) ** 2 +
    Math.cos(cLat * RADIANS) * Math.cos(lat * RADIANS) * Math.sin(((lng - cLng) * RADIANS) / 2) ** 2;
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
  // Best score first, unscored (NaN) last.
  const byScore = (a: number, b: number) => {
    const x = st.dealScore[a];
    const y = st.dealScore[b];
    if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
    return Number.isNaN(x) ? 0 : y - x;
  };
  switch (sort) {
    case 'price_asc':
      return (a, b) => st.monthly[a] - st.monthly[b] || idAsc(a, b);
    case 'price_desc':
      return (a, b) => st.monthly[b] - st.monthly[a] || idDesc(a, b);
    case 'newest':
      return newest;
    case 'popular':
      return (a, b) => st.views[b] - st.views[a] || newest(a, b);
    case 'recommended':
      return (a, b) => byScore(a, b) || st.offer[b] - st.offer[a] || newest(a, b);
    case 'effective_monthly': {
      const costs = st.costs(choice);
      return (a, b) => costs.effectiveMonthly[a] - costs.effectiveMonthly[b] || idAsc(a, b);
    }
    case 'deal_score':
      return (a, b) => byScore(a, b) || newest(a, b);
  }
}

/** The eligible dealers of a search (the public rule's dealer part): 1 at each one's number in the store. */
export function eligibleDealers(st: SearchStore, dealerIds: readonly string[]): Uint8Array {
  const dealers = new Uint8Array(st.dealers.values.length);
  for (const id of dealerIds) {
    const n = st.dealers.find(id);
    if (n !== undefined) dealers[n] = 1;
  }
  return dealers;
}

/** How a search reads the index, and after a walk how it counts (tests force each; all give one answer). */
export interface Plan {
  read: 'list' | 'walk' | 'global' | 'collect';
  count?: 'on' | 'collection' | 'bits';
}

/** An equality filter: the store column it tests and the value's number there. */
interface Equality {
  column: EqualityColumn;
  value: number;
  set: Bits;
  count: number;
}
type EqualityColumn = 'dealer' | 'make' | 'model' | 'bodyType' | 'fuelType' | 'available' | 'offer';

/** A stretch of a sort order [from, to) read in `step`'s direction. */
interface Stretch {
  order: SortedSlots;
  from: number;
  to: number;
  step: 1 | -1;
}

const length = (r: Stretch) => Math.abs(r.to - r.from);

/**
 * One page of the public matches of `q` and their count capped at `cap`: only listings of the
 * `eligible` dealers (eligibleDealers).
 *
 * Three ways, the cheapest by an estimate of the matches' density (each filter's share of the
 * listings, as if independent):
 * - walk: read a sort order of the query's sort, testing each listing against every filter,
 *   until the page is full and the count passes the cap. The order is the one of the rarest
 *   equality filter's value (a make's listings by price, say: built on first use, then kept
 *   like the others) or the whole sort's; for a price sort the budget is a stretch of it.
 * - collect: test every listing of a narrow budget or latitude/longitude band (a stretch of the
 *   price or coordinate order), keeping the page's first in the sort's order.
 * - list: AND the filters' bit sets, then test each set bit's listing (eligibility, and what
 *   bits cannot say: a wide budget, due at signing, a ZIP code prefix, the exact distance).
 * A walk that runs far past its estimate (matches bunched at the order's end) stops and lists.
 * The work so grows with the page, the cap and the rarest filter, not with the listings held.
 */
export function searchIndex(
  st: SearchStore,
  q: ListingSearchQuery,
  eligible: Uint8Array,
  cap: number,
  forced?: Plan,
): IndexedPage {
  const plan = forced?.read;
  const sort = sortOf(q, 'public');
  // The price row of the searched choice (term 0 / mileage 0 = not searched).
  const choice = joinsPrices(q)
    ? choiceNumber(filtersOnPrices(q) ? (q.term ?? 0) : 0, filtersOnPrices(q) ? (q.mileage ?? 0) : 0)
    : -1;
  const costs = choice >= 0 ? st.costs(choice) : undefined;
  const dueOf = filtersOnPrices(q) ? costs!.dueAtSigning : st.dueAtSigning;
  const offset = offsetOf(q.page, q.limit);
  const centre = searchCentre(q);
  let box:
    { latLo: number; latHi: number; lngLo: number; lngHi: number; miles: number; lat: number; lng: number } | undefined;
  if (centre && q.distance !== undefined) {
    const dLat = q.distance / MILES_PER_DEGREE;
    const dLng = q.distance / (MILES_PER_DEGREE * Math.max(0.01, Math.cos((centre.latitude * Math.PI) / 180)));
    box = {
      latLo: centre.latitude - dLat,
      latHi: centre.latitude + dLat,
      lngLo: centre.longitude - dLng,
      lngHi: centre.longitude + dLng,
      miles: q.distance,
      lat: centre.latitude,
      lng: centre.longitude,
    };
  }
  const none: IndexedPage = { slots: [], count: { total: 0, capped: false }, distances: box && [] };
  const size = st.size;
  st.useEligible(eligible);
  if (size === 0 || st.eligibleCount === 0) return none;
  const share = (n: number) => n / size;

  // The equality filters, and the value sets (years, names) a listing's value must be in.
  const b = st.bits;
  const equalities: Equality[] = [];
  for (const [column, dict, value] of [
    ['dealer', st.dealers, q.dealerId],
    ['make', st.makes, q.make],
    ['model', st.models, q.model],
    ['bodyType', st.bodyTypes, q.bodyType],
    ['fuelType', st.fuelTypes, q.fuelType],
  ] as const) {
    if (!value) continue;
    const n = dict.find(value);
    if (n === undefined || !b[column].count(n)) return none;
    equalities.push({ column, value: n, set: b[column].sets[n], count: b[column].count(n) });
  }
  for (const [column, value] of [
    ['available', q.available],
    ['offer', q.offers],
  ] as const) {
    if (value === undefined) continue;
    const n = value === 'true' ? 1 : 0;
    if (!b[column].count(n)) return none;
    equalities.push({ column, value: n, set: b[column].sets[n], count: b[column].count(n) });
  }
  const years =
    q.minYear !== undefined || q.maxYear !== undefined
      ? { lo: q.minYear ?? -Infinity, hi: q.maxYear ?? Infinity, sets: [] as Bits[], count: 0 }
      : undefined;
  if (years) {
    for (let y = Math.max(0, years.lo); y <= Math.min(b.year.sets.length - 1, years.hi); y++) {
      if (b.year.count(y)) {
        years.sets.push(b.year.sets[y]);
        years.count += b.year.count(y);
      }
    }
    if (years.count === 0) return none;
  }
  let names: { ok: Uint8Array; sets: Bits[]; count: number } | undefined;
  if (q.search) {
    const text = q.search.toLowerCase();
    names = { ok: new Uint8Array(st.names.values.length), sets: [], count: 0 };
    st.names.values.forEach((name, n) => {
      if (!name.includes(text) || !b.name.count(n)) return;
      names!.ok[n] = 1;
      names!.sets.push(b.name.sets[n]);
      names!.count += b.name.count(n);
    });
    if (names.count === 0) return none;
  }

  // A budget is a stretch of the price order (price_desc is price_asc backwards: both break
  // ties on the id); a distance's box, of the latitude and longitude orders.
  const compare = comparator(st, sort, choice);
  const minPrice = q.minPrice ?? -Infinity;
  const maxPrice = q.maxPrice ?? Infinity;
  const hasPrice = q.minPrice !== undefined || q.maxPrice !== undefined;
  const priceSort = sort === 'price_asc' || sort === 'price_desc';
  const priceAsc = sort === 'price_asc' ? compare : comparator(st, 'price_asc', choice);
  const budgetOf = (order: SortedSlots): Stretch => {
    const from = bound(order, (s) => st.monthly[s] < minPrice);
    const to = bound(order, (s) => st.monthly[s] <= maxPrice);
    return sort === 'price_desc' ? { order, from: to - 1, to: from - 1, step: -1 } : { order, from, to, step: 1 };
  };
  const budget = hasPrice || priceSort ? budgetOf(sortOrder(st, 'price_asc', choice, priceAsc)) : undefined;
  // The box's stretches of the geographic order: per degree of latitude, its longitudes.
  const boxStretches: Stretch[] = [];
  if (box) {
    const order = geoOrder(st);
    const { latitude: lat, longitude: lng } = st;
    for (let strip = Math.floor(box.latLo); strip <= Math.floor(box.latHi); strip++) {
      const from = bound(
        order,
        (s) => Math.floor(lat[s]) < strip || (Math.floor(lat[s]) === strip && lng[s] < box!.lngLo),
      );
      const to = bound(
        order,
        (s) => Math.floor(lat[s]) < strip || (Math.floor(lat[s]) === strip && lng[s] <= box!.lngHi),
      );
      if (to > from) boxStretches.push({ order, from, to, step: 1 });
    }
  }

  // The per-listing test. `skip`: the equality a walked order already holds; `priceHeld`: the
  // budget is the walked or collected stretch; `bitsHeld`: eligibility, the equalities, years,
  // names and the offered choice are held by bit sets.
  const maxDue = q.maxDueAtSigning ?? Infinity;
  const hasDue = q.maxDueAtSigning !== undefined;
  // The text is literal (search-filters.ts escapes LIKE's wildcards).
  const zipPrefix = q.zipCode && q.distance === undefined ? q.zipCode : undefined;
  const {
    monthly: monthlyOf,
    zipCode: zipOf,
    latitude: latOf,
    longitude: lngOf,
    year: yearOf,
    name: nameOf,
    eligible: eligibleBits,
  } = st;
  const offered = costs?.offered;
  const testsLeft = hasPrice || hasDue || zipPrefix !== undefined || box !== undefined;
  const tester = (skip: Equality | undefined, priceHeld: boolean, bitsHeld: boolean) => {
    const tests = bitsHeld ? [] : equalities.filter((e) => e !== skip);
    const columns = tests.map((e) => st[e.column]);
    const values = tests.map((e) => e.value);
    const ys = bitsHeld ? undefined : years;
    const ns = bitsHeld ? undefined : names?.ok;
    const bits = bitsHeld ? [] : [eligibleBits, ...(offered ? [offered] : [])];
    const priceTest = hasPrice && !priceHeld;
    return (s: number): boolean => {
      for (let i = 0; i < bits.length; i++) if (((bits[i][s >>> 5] >>> (s & 31)) & 1) === 0) return false;
      for (let i = 0; i < columns.length; i++) if (columns[i][s] !== values[i]) return false;
      if (ys && (yearOf[s] < ys.lo || yearOf[s] > ys.hi)) return false;
      if (ns && ns[nameOf[s]] !== 1) return false;
      if (priceTest && (monthlyOf[s] < minPrice || monthlyOf[s] > maxPrice)) return false;
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
  };

  // The estimates: each filter's share of the listings.
  const budgetShare = hasPrice ? share(length(budget!)) : 1;
  const boxShare = box ? (share(boxStretches.reduce((n, r) => n + length(r), 0)) * Math.PI) / 4 : 1;
  const bitsShare =
    share(st.eligibleCount) *
    (years ? share(years.count) : 1) *
    (names ? share(names.count) : 1) *
    equalities.reduce((p, e) => p * share(e.count), 1);
  const testsShare = (hasDue ? 0.5 : 1) * (zipPrefix ? 0.1 ** Math.max(0, zipPrefix.length - 2) : 1) * boxShare;
  const capped = (n: number): CappedCount => (n > cap ? { total: cap, capped: true } : { total: n, capped: false });
  const page = (slots: number[], count: number): IndexedPage => ({
    slots,
    count: capped(count),
    distances: box && distancesOf(st, slots, box),
  });
  const pageEnd = offset + q.limit;

  // The walk: the rarest equality's own order of this sort, or the sort's whole order.
  const rarest = equalities.reduce<Equality | undefined>((r, e) => (!r || e.count < r.count ? e : r), undefined);
  // What may be collected: the box; the budget, of every listing or of the rarest equality's.
  const collections: Array<{ stretches: Stretch[]; skip?: Equality; priceHeld: boolean; size: number }> = [];
  const collection = (stretches: Stretch[], priceHeld: boolean, skip?: Equality) =>
    collections.push({ stretches, skip, priceHeld, size: stretches.reduce((n, r) => n + length(r), 0) });
  if (box) collection(boxStretches, false);
  let rarestBudget: number | undefined;
  if (hasPrice && !priceSort) {
    collection([budget!], true);
    if (rarest) {
      collection([budgetOf(valueOrder(st, 'price_asc', choice, priceAsc, rarest))], true, rarest);
      rarestBudget = collections[collections.length - 1].size;
    }
  }
  const walkOf = (value: Equality | undefined): { stretch: Stretch; density: number } => {
    let stretch: Stretch;
    if (priceSort) stretch = value ? budgetOf(valueOrder(st, 'price_asc', choice, priceAsc, value)) : budget!;
    else {
      const order = value ? valueOrder(st, sort, choice, compare, value) : sortOrder(st, sort, choice, compare);
      stretch = { order, from: 0, to: order.length, step: 1 };
    }
    // The budget's share of the value's listings is known when they were measured by price.
    const priceShare = priceSort ? 1 : value && rarestBudget !== undefined ? rarestBudget / value.count : budgetShare;
    return { stretch, density: (bitsShare * testsShare * priceShare) / (value ? share(value.count) : 1) };
  };
  // The walk stops at the page's end; the count is then read from the bits (countUpTo).
  const walkCost = (w: { stretch: Stretch; density: number }) =>
    Math.min(length(w.stretch), pageEnd / Math.max(w.density, 1e-9));
  const walk = plan === 'global' ? walkOf(undefined) : plan === 'walk' || !plan ? walkOf(rarest) : undefined;
  const smallest = collections.reduce<(typeof collections)[number] | undefined>(
    (r, c) => (!r || c.size < r.size ? c : r),
    undefined,
  );
  // Costs in steps of a walk: a listing tested and kept in order costs about two; a word of bits, a quarter.
  const words = st.words;
  const sets =
    equalities.length + (years ? years.sets.length : 0) + (names ? names.sets.length : 0) + (offered ? 1 : 0) + 1;
  const listCost = (words * sets) / 4 + 2 * size * bitsShare;
  const collectCost = smallest ? 2 * smallest.size : Infinity;
  const chosen =
    plan ??
    (walk && walkCost(walk) <= Math.min(listCost, collectCost) ? 'walk' : collectCost < listCost ? 'collect' : 'list');

  // The bit sets' AND, word by word: the rarest equality's first.
  const and = [
    ...(rarest ? [rarest.set] : []),
    eligibleBits,
    ...equalities.filter((e) => e !== rarest).map((e) => e.set),
    ...(offered ? [offered] : []),
  ];
  const any = [...(years ? [years.sets] : []), ...(names ? [names.sets] : [])];
  const wordOf = (w: number): number => {
    let x = and[0][w];
    for (let i = 1; i < and.length && x !== 0; i++) x &= and[i][w];
    for (let i = 0; i < any.length && x !== 0; i++) {
      let y = 0;
      for (const set of any[i]) y |= set[w];
      x &= y;
    }
    return x;
  };

  if (walk && (chosen === 'walk' || chosen === 'global')) {
    const test = tester(plan === 'global' ? undefined : rarest, priceSort, false);
    const { order, from, to, step } = walk.stretch;
    const ordered = order.slots;
    const slots: number[] = [];
    // A walk far past its estimate collects or lists instead (unless forced).
    const limit = plan ? Infinity : Math.max(1000, 4 * walkCost(walk));
    let n = 0;
    let steps = 0;
    let i = from;
    for (; i !== to && n < pageEnd; i += step) {
      if (++steps > limit) break;
      const s = ordered[i];
      if (!test(s)) continue;
      if (n >= offset) slots.push(s);
      n++;
    }
    if (steps <= limit) {
      if (i === to) return page(slots, n);
      // The count, up to the cap: on along the walk, through the smallest collection, or from the bits in slot order.
      // The matches the walked stretch should hold (a value's budget stretch measures the budget's share of that value).
      const matches = walk.density * length(walk.stretch);
      const candidates = size * bitsShare;
      const onCost = Math.min(Math.abs(to - i), (cap + 1 - n) / Math.max(walk.density, 1e-9));
      const collectionCost = smallest
        ? Math.min(smallest.size, ((cap + 1) * smallest.size) / Math.max(matches, 1))
        : Infinity;
      // Reading the bits stops once the cap is passed: after that share of the words, testing that share of the candidates.
      const bitsShareRead = Math.min(1, (cap + 1) / Math.max(testsLeft ? matches : candidates, 1));
      const bitsCost = bitsShareRead * ((words * and.length) / 8 + (testsLeft ? candidates : 0));
      const countBy =
        forced?.count ??
        (onCost <= Math.min(collectionCost, bitsCost)
          ? 'on'
          : smallest && collectionCost < bitsCost
            ? 'collection'
            : 'bits');
      if (countBy === 'on') {
        for (; i !== to && n <= cap; i += step) if (test(ordered[i])) n++;
        return page(slots, n);
      }
      if (smallest && countBy === 'collection') {
        const inCollection = tester(smallest.skip, smallest.priceHeld, false);
        let count = 0;
        for (const r of smallest.stretches) {
          for (let j = Math.min(r.from, r.to); j < Math.max(r.from, r.to) && count <= cap; j++)
            if (inCollection(r.order.slots[j])) count++;
        }
        return page(slots, count);
      }
      const rest = testsLeft ? tester(undefined, false, true) : undefined;
      let count = 0;
      for (let w = 0; w < words && count <= cap; w++) {
        let x = wordOf(w);
        if (!rest) count += popcount(x);
        else {
          while (x !== 0) {
            const t = x & -x;
            x ^= t;
            if (rest((w << 5) + 31 - Math.clz32(t))) count++;
          }
        }
      }
      return page(slots, count);
    }
  }

  const top = new FirstInOrder(compare, pageEnd, leadingKey(st, sort, choice));
  // (a walk that stopped early comes here too: the cheaper of the others)
  if (smallest && (plan === 'collect' || (plan !== 'list' && collectCost < listCost))) {
    const test = tester(smallest.skip, smallest.priceHeld, false);
    for (const { order, from, to } of smallest.stretches) {
      for (let i = Math.min(from, to); i < Math.max(from, to); i++) {
        const s = order.slots[i];
        if (test(s)) top.add(s);
      }
    }
    return page(top.first().slice(offset), top.count);
  }

  // Every matching bit.
  const test = tester(undefined, false, true);
  for (let w = 0; w < words; w++) {
    let x = wordOf(w);
    while (x !== 0) {
      const t = x & -x;
      x ^= t;
      const s = (w << 5) + 31 - Math.clz32(t);
      if (!testsLeft || test(s)) top.add(s);
    }
  }
  return page(top.first().slice(offset), top.count);
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

function distancesOf(st: SearchStore, slots: number[], centre: { lat: number; lng: number }): number[] {
  return slots.map((s) => roundedMiles(haversineMiles(st.latitude[s], st.longitude[s], centre.lat, centre.lng)));
}

/** Past this many rows (a deep page) the matches are sorted whole rather than kept in order one by one. */
const DEEP = 500;

/** The sort's first key as numbers and its direction (1 ascending), where it has one: a quick test before the comparator. */
interface LeadingKey {
  values: Float64Array;
  direction: 1 | -1;
}

function leadingKey(st: SearchStore, sort: ListingSort, choice: number): LeadingKey | undefined {
  switch (sort) {
    case 'price_asc':
      return { values: st.monthly, direction: 1 };
    case 'price_desc':
      return { values: st.monthly, direction: -1 };
    case 'newest':
      return { values: st.dateAddedUs, direction: -1 };
    case 'popular':
      return { values: st.views, direction: -1 };
    case 'effective_monthly':
      return { values: st.costs(choice).effectiveMonthly, direction: 1 };
    // (an unscored listing's NaN never passes the quick test: the comparator decides)
    case 'recommended':
    case 'deal_score':
      return { values: st.dealScore, direction: -1 };
    default:
      return undefined;
  }
}

/** The first `k` of the slots added, in the sort's order, and how many were added. */
class FirstInOrder {
  count = 0;
  private kept: number[] = [];
  constructor(
    private readonly compare: (a: number, b: number) => number,
    private readonly k: number,
    private readonly key?: LeadingKey,
  ) {}

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

function sortOrder(
  st: SearchStore,
  sort: ListingSort,
  choice: number,
  compare: (a: number, b: number) => number,
): SortedSlots {
  if (sort !== 'effective_monthly') return st.order(sort, SORT_READS[sort], compare);
  const costs = st.costs(choice);
  return st.order(
    `effective_monthly:${choice}`,
    SORT_READS[sort],
    compare,
    (s) => !Number.isNaN(costs.effectiveMonthly[s]),
  );
}

/** The row fields each sort's comparator reads (besides the id). */
const SORT_READS: Record<ListingSort, readonly RowField[]> = {
  price_asc: ['monthlyPayment'],
  price_desc: ['monthlyPayment'],
  newest: ['dateAddedUs'],
  popular: ['views', 'dateAddedUs'],
  recommended: ['dealScore', 'isLimitedOffer', 'dateAddedUs'],
  effective_monthly: COST_FIELDS,
  deal_score: ['dealScore', 'dateAddedUs'],
};

/** The row field behind each equality column. */
const EQUALITY_FIELDS: Record<EqualityColumn, RowField> = {
  dealer: 'dealerId',
  make: 'make',
  model: 'model',
  bodyType: 'bodyType',
  fuelType: 'fuelType',
  available: 'available',
  offer: 'isLimitedOffer',
};

/** Builds the orders most searches read (each sort's, without a lease choice; price; geographic), so the first searches after a load do not. */
export function buildCommonOrders(st: SearchStore): void {
  const choice = choiceNumber(0, 0);
  // (price_desc walks the price_asc order backwards)
  for (const sort of LISTING_SORTS)
    if (sort !== 'price_desc') sortOrder(st, sort, choice, comparator(st, sort, choice));
  geoOrder(st);
}

/** Every located listing by degree of latitude (its floor), then longitude. */
function geoOrder(st: SearchStore): SortedSlots {
  return st.order(
    'geo',
    ['latitude', 'longitude'],
    (a, b) => Math.floor(st.latitude[a]) - Math.floor(st.latitude[b]) || st.longitude[a] - st.longitude[b] || a - b,
    (s) => !Number.isNaN(st.latitude[s]) && !Number.isNaN(st.longitude[s]),
  );
}

/** The sort's order of one equality's value (the listings of one make, say), built from the value's bit set on first use. */
function valueOrder(
  st: SearchStore,
  sort: ListingSort,
  choice: number,
  compare: (a: number, b: number) => number,
  e: Equality,
): SortedSlots {
  const { column, value } = e;
  const key = `${sort === 'effective_monthly' ? `effective_monthly:${choice}` : sort} ${column}=${value}`;
  const reads = [...SORT_READS[sort], EQUALITY_FIELDS[column]];
  if (sort !== 'effective_monthly') return st.order(key, reads, compare, (s) => st[column][s] === value, e.set);
  const costs = st.costs(choice);
  return st.order(
    key,
    reads,
    compare,
    (s) => st[column][s] === value && !Number.isNaN(costs.effectiveMonthly[s]),
    e.set,
  );
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
