// The columns of the public search, one slot per active listing, in typed arrays: what every
// filter and sort of search-filters.ts reads, plus each listing's card (a summary row, encoded
// to JSON once when first shown). A bit set per value of each column an equality filter tests
// (dealer, make, model, body type, fuel, name, year, availability, offer) and the sort orders
// are kept current on every change, so a change costs a few bit flips, binary searches and
// array moves, never a rebuild. Whether a dealer may be shown is decided per
// search (query.ts), as its plan can end at any second.
import { costOnChoice, LEASE_TERMS, listingSummarySchema, MILEAGE_LIMITS } from 'shared-contracts';
import { z } from 'zod';
import { toListingSummary, type SummaryRow } from '../mappers';

/** A listing as the index reads it (status active): its card and the columns filters read. */
export interface IndexedRow extends SummaryRow {
  dealerId: string;
  zipCode: string | null;
  latitude: number | null;
  longitude: number | null;
  available: boolean;
  views: number;
  /** Microseconds since the epoch: date_added at the database's precision (sorts break ties on it). */
  dateAddedUs: number;
  /** The stored default-choice due at signing (the filter without a term or mileage reads it). */
  dueAtSigning: number | null;
  /** search_changed_at as the database wrote it: a row read again unchanged is skipped. */
  changedAt: string;
}

/** What pricing a listing's choices needs, worked out once per listing. */
interface LeaseShape {
  longest: number;
  most: number;
  miles: number[];
  lowest: number;
}

function leaseShape(row: IndexedRow): LeaseShape {
  const terms = row.leaseTerms.filter((t) => t > 0);
  const miles = row.mileageLimits.filter((m) => m > 0).sort((a, b) => a - b);
  return {
    longest: terms.length ? Math.max(...terms) : 0,
    most: Math.max(...row.mileageLimits),
    miles,
    lowest: miles[0] ?? 0,
  };
}

/** A value's number in a dictionary (strings seen get the next number). */
export class Dictionary {
  private numbers = new Map<string, number>();
  readonly values: string[] = [];
  of(value: string): number {
    let n = this.numbers.get(value);
    if (n === undefined) {
      n = this.values.push(value) - 1;
      this.numbers.set(value, n);
    }
    return n;
  }
  find(value: string): number | undefined {
    return this.numbers.get(value);
  }
}

/** One bit per slot. */
export type Bits = Uint32Array;

export const hasBit = (bits: Bits, slot: number): boolean => ((bits[slot >>> 5] >>> (slot & 31)) & 1) === 1;

/** A bit set per value (the slots holding it) and how many each holds. */
export class BitsByValue {
  readonly sets: Bits[] = [];
  readonly counts: number[] = [];
  constructor(private words: number) {}

  add(slot: number, value: number): void {
    const set = (this.sets[value] ??= new Uint32Array(this.words));
    set[slot >>> 5] |= 1 << (slot & 31);
    this.counts[value] = (this.counts[value] ?? 0) + 1;
  }

  remove(slot: number, value: number): void {
    this.sets[value][slot >>> 5] &= ~(1 << (slot & 31));
    this.counts[value]--;
  }

  count(value: number): number {
    return this.counts[value] ?? 0;
  }

  grow(words: number): void {
    this.words = words;
    this.sets.forEach((set, v) => {
      this.sets[v] = resized(set, words);
    });
  }
}

/** Past this many listings moving at once, an order is rebuilt on its next use rather than kept. */
export const BULK_MOVES = 1000;

/** A field of a listing's row (what an order's compare and includes read). */
export type RowField = keyof IndexedRow;

/** What a listing's cost on a lease choice reads (costOnChoice, leaseShape). */
export const COST_FIELDS: readonly RowField[] = [
  'monthlyPayment',
  'downPayment',
  'extraMileageCost',
  'leaseTerms',
  'mileageLimits',
];

/** The fields whose values differ between two versions of a listing (arrays by their items). */
function changedFields(before: IndexedRow, after: IndexedRow): Set<RowField> {
  const changed = new Set<RowField>();
  for (const field of Object.keys(after) as RowField[]) {
    const x = before[field];
    const y = after[field];
    if (x === y) continue;
    if (Array.isArray(x) && Array.isArray(y) && x.length === y.length && x.every((v, i) => v === y[i])) continue;
    if (x instanceof Date && y instanceof Date && x.getTime() === y.getTime()) continue;
    changed.add(field);
  }
  return changed;
}

/** Slots in one sort order, kept sorted on every change (binary search + move). */
export class SortedSlots {
  slots = new Uint32Array(1024);
  length = 0;
  constructor(
    readonly compare: (a: number, b: number) => number,
    readonly includes: (slot: number) => boolean,
    readonly reads: readonly RowField[],
  ) {}

  build(candidates: Iterable<number>): void {
    const all: number[] = [];
    for (const s of candidates) if (this.includes(s)) all.push(s);
    all.sort(this.compare);
    this.slots = Uint32Array.from(all);
    this.length = all.length;
  }

  /** The first position whose slot does not sort before `slot`. */
  private lowerBound(slot: number): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(this.slots[mid], slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(slot: number): void {
    if (!this.includes(slot)) return;
    if (this.length === this.slots.length) this.slots = grow(this.slots, this.length * 2 + 1);
    const at = this.lowerBound(slot);
    this.slots.copyWithin(at + 1, at, this.length);
    this.slots[at] = slot;
    this.length++;
  }

  /** Removes `slot` (called before its sort columns change, so it is found where it is). */
  remove(slot: number): void {
    if (!this.includes(slot)) return;
    const at = this.lowerBound(slot);
    if (this.slots[at] !== slot) return;
    this.slots.copyWithin(at, at + 1, this.length);
    this.length--;
  }
}

function grow<T extends Int32Array | Uint32Array | Float64Array | Uint8Array>(a: T, min: number): T {
  const next = new (a.constructor as new (n: number) => T)(Math.max(min, a.length * 2, 1024));
  next.set(a);
  return next;
}

/** The search choices a query can name: term 0 = none, else a LEASE_TERMS term; mileage 0 = none, else a MILEAGE_LIMITS option. */
export const CHOICE_TERMS = [0, ...LEASE_TERMS] as const;
export const CHOICE_MILEAGES = [0, ...MILEAGE_LIMITS] as const;
export const choiceNumber = (term: number, mileage: number): number =>
  CHOICE_TERMS.indexOf(term as never) * CHOICE_MILEAGES.length + CHOICE_MILEAGES.indexOf(mileage as never);

/** A listing's cost on one search choice (as listing_prices holds it): NaN where the listing has no such choice, whose bit `offered` lacks. */
export interface ChoiceCosts {
  dueAtSigning: Float64Array;
  effectiveMonthly: Float64Array;
  offered: Bits;
}

const SUMMARY = listingSummarySchema as z.ZodType;

export class SearchStore {
  readonly ids: string[] = [];
  readonly slotOf = new Map<string, number>();
  private free: number[] = [];
  /** One past the highest slot used. */
  end = 0;
  rows: Array<IndexedRow | undefined> = [];
  private json: Array<string | undefined> = [];
  private lease: LeaseShape[] = [];

  readonly dealers = new Dictionary();
  readonly makes = new Dictionary();
  readonly models = new Dictionary();
  readonly bodyTypes = new Dictionary();
  readonly fuelTypes = new Dictionary();
  /** "make model", lower case: the free-text search tests these, then each slot's number. */
  readonly names = new Dictionary();

  dealer = new Int32Array(1024);
  make = new Int32Array(1024);
  model = new Int32Array(1024);
  bodyType = new Int32Array(1024);
  fuelType = new Int32Array(1024);
  name = new Int32Array(1024);
  year = new Int32Array(1024);
  available = new Uint8Array(1024);
  offer = new Uint8Array(1024);
  monthly = new Float64Array(1024);
  dueAtSigning = new Float64Array(1024);
  latitude = new Float64Array(1024);
  longitude = new Float64Array(1024);
  dateAddedUs = new Float64Array(1024);
  views = new Float64Array(1024);
  dealScore = new Float64Array(1024);
  zipCode: Array<string | null> = [];

  /** The slots of each value of the columns equality filters test. */
  readonly bits = {
    dealer: new BitsByValue(32),
    make: new BitsByValue(32),
    model: new BitsByValue(32),
    bodyType: new BitsByValue(32),
    fuelType: new BitsByValue(32),
    name: new BitsByValue(32),
    year: new BitsByValue(32),
    available: new BitsByValue(32),
    offer: new BitsByValue(32),
  };
  /** Bumped by every change (what is derived from the whole store is keyed by it). */
  changes = 0;
  /** Every slot holding a listing. */
  live: Bits = new Uint32Array(32);
  /** The slots of the dealers useEligible last named, and how many. */
  eligible: Bits = new Uint32Array(32);
  eligibleCount = 0;
  private eligibleDealer = new Uint8Array(0);
  /** Scratch bit sets of one search at a time (searches run one after another). */
  scratch: Bits[] = [new Uint32Array(32), new Uint32Array(32)];
  private choices = new Map<number, ChoiceCosts>();
  private orders = new Map<string, SortedSlots>();

  get size(): number {
    return this.slotOf.size;
  }

  *liveSlots(): Iterable<number> {
    for (let s = 0; s < this.end; s++) if (this.rows[s]) yield s;
  }

  /** The listing's card as JSON (encoded through the response schema once, then kept). */
  cardJson(slot: number): string {
    return (this.json[slot] ??= JSON.stringify(z.encode(SUMMARY, toListingSummary(this.rows[slot]!))));
  }

  /**
   * Adds or replaces a listing. An edit moves the listing only in the orders that read a field
   * it changed (a new deal score: the deal score orders).
   */
  upsert(row: IndexedRow): void {
    const known = this.slotOf.get(row.id);
    const changed = known === undefined ? undefined : changedFields(this.rows[known]!, row);
    if (known !== undefined) this.detach(known, changed);
    const slot = known ?? this.free.pop() ?? this.end++;
    if (slot >= this.dealer.length) this.growTo(slot + 1);
    this.ids[slot] = row.id;
    this.slotOf.set(row.id, slot);
    this.rows[slot] = row;
    this.json[slot] = undefined;
    this.lease[slot] = leaseShape(row);
    this.dealer[slot] = this.dealers.of(row.dealerId);
    this.make[slot] = this.makes.of(row.make);
    this.model[slot] = this.models.of(row.model);
    this.bodyType[slot] = this.bodyTypes.of(row.bodyType);
    this.fuelType[slot] = this.fuelTypes.of(row.fuelType);
    this.name[slot] = this.names.of(`${row.make} ${row.model}`.toLowerCase());
    this.year[slot] = row.year;
    this.available[slot] = row.available ? 1 : 0;
    this.offer[slot] = row.isLimitedOffer ? 1 : 0;
    this.monthly[slot] = row.monthlyPayment;
    this.dueAtSigning[slot] = row.dueAtSigning ?? NaN;
    this.latitude[slot] = row.latitude ?? NaN;
    this.longitude[slot] = row.longitude ?? NaN;
    this.dateAddedUs[slot] = row.dateAddedUs;
    this.views[slot] = row.views;
    this.dealScore[slot] = row.dealScore ?? NaN;
    this.zipCode[slot] = row.zipCode;
    for (const [n, costs] of this.choices) this.price(slot, n, costs);
    this.attach(slot, changed);
  }

  /** Drops a listing (deleted, or no longer active). */
  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.detach(slot);
    this.slotOf.delete(id);
    this.rows[slot] = undefined;
    this.json[slot] = undefined;
    for (const costs of this.choices.values()) {
      costs.dueAtSigning[slot] = NaN;
      costs.effectiveMonthly[slot] = NaN;
      costs.offered[slot >>> 5] &= ~(1 << (slot & 31));
    }
    this.free.push(slot);
  }

  /** Every listing's cost on a search choice, computed on first use and kept current after. */
  costs(n: number): ChoiceCosts {
    let costs = this.choices.get(n);
    if (!costs) {
      costs = {
        dueAtSigning: new Float64Array(this.dealer.length).fill(NaN),
        effectiveMonthly: new Float64Array(this.dealer.length).fill(NaN),
        offered: new Uint32Array(this.words),
      };
      for (const s of this.liveSlots()) this.price(s, n, costs);
      this.choices.set(n, costs);
    }
    return costs;
  }

  /**
   * A sort order, built on first use and kept current after. `includes` and `compare` are kept
   * with it, so they read the store's columns (which growing replaces) through the store.
   * `candidates`: a bit set holding every slot `includes` takes (a value's), read instead of every slot to build it.
   */
  order(
    key: string,
    reads: readonly RowField[],
    compare: (a: number, b: number) => number,
    includes: (slot: number) => boolean = () => true,
    candidates?: Bits,
  ): SortedSlots {
    let order = this.orders.get(key);
    if (!order) {
      order = new SortedSlots(compare, includes, reads);
      order.build(candidates ? slotsIn(candidates) : this.liveSlots());
      this.orders.set(key, order);
    }
    return order;
  }

  /**
   * The cost of listing_prices' row (term, mileage) of choice `n` (lease-cost-sql.ts
   * leasePricesInsertSql), with lease-cost.ts: a row exists for an offered term (or none: the
   * longest) and a mileage up to the listing's highest (or none: its lowest), priced on the
   * lowest offered mileage at or above the searched one (searchLeaseChoice).
   */
  private price(slot: number, n: number, costs: ChoiceCosts): void {
    const row = this.rows[slot]!;
    const shape = this.lease[slot];
    const term = CHOICE_TERMS[Math.floor(n / CHOICE_MILEAGES.length)];
    const mileage = CHOICE_MILEAGES[n % CHOICE_MILEAGES.length];
    const offered =
      shape.longest > 0 && (term === 0 || row.leaseTerms.includes(term)) && (mileage === 0 || mileage <= shape.most);
    const annualMileage = mileage === 0 ? shape.lowest : shape.miles.find((m) => m >= mileage)!;
    const cost = offered
      ? costOnChoice(row, { termMonths: term || shape.longest, annualMileage }, shape.lowest)
      : undefined;
    costs.dueAtSigning[slot] = cost ? cost.dueAtSigning : NaN;
    costs.effectiveMonthly[slot] = cost ? cost.effectiveMonthly : NaN;
    if (cost) costs.offered[slot >>> 5] |= 1 << (slot & 31);
    else costs.offered[slot >>> 5] &= ~(1 << (slot & 31));
  }

  /**
   * Makes `eligible` the slots of these dealers (1 at a dealer's number; numbers past the end
   * are not). Only the dealers that changed since the last call are read.
   */
  useEligible(dealers: Uint8Array): void {
    const n = this.dealers.values.length;
    if (this.eligibleDealer.length < n) this.eligibleDealer = grow(this.eligibleDealer, n);
    for (let d = 0; d < n; d++) {
      const want = dealers[d] === 1 ? 1 : 0;
      if (this.eligibleDealer[d] === want) continue;
      this.eligibleDealer[d] = want;
      const set = this.bits.dealer.sets[d];
      if (!set) continue;
      const bits = this.eligible;
      if (want) for (let i = 0; i < set.length; i++) bits[i] |= set[i];
      else for (let i = 0; i < set.length; i++) bits[i] &= ~set[i];
      this.eligibleCount += want ? this.bits.dealer.count(d) : -this.bits.dealer.count(d);
    }
  }

  /** When the listing's row last changed, as read (undefined when not in the store). */
  changedAt(id: string): string | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.rows[slot]!.changedAt;
  }

  /**
   * Drops the sort orders that read any of these fields (all without), before many changes at
   * once: rebuilding one on its next use is cheaper than moving each listing.
   */
  forgetOrders(fields?: ReadonlySet<RowField>): void {
    for (const [key, order] of this.orders)
      if (!fields || order.reads.some((f) => fields.has(f))) this.orders.delete(key);
  }

  /** Takes view counts ([id, views]; a count only grows): the popular orders move, or are rebuilt on next use when many change. */
  setViews(counts: ReadonlyArray<readonly [string, number]>): void {
    const moves: Array<[number, number]> = [];
    for (const [id, views] of counts) {
      const slot = this.slotOf.get(id);
      if (slot !== undefined && views > this.views[slot]) moves.push([slot, views]);
    }
    if (moves.length === 0) return;
    const fields = new Set<RowField>(['views']);
    if (moves.length > BULK_MOVES) this.forgetOrders(fields);
    const popular = [...this.orders.values()].filter((o) => o.reads.includes('views'));
    for (const [slot, views] of moves) {
      for (const order of popular) order.remove(slot);
      this.views[slot] = views;
      this.rows[slot]!.views = views;
      for (const order of popular) order.insert(slot);
    }
    this.changes++;
  }

  /** The fields a new version of a listing changes (undefined: not held, every field). */
  fieldsChanged(row: IndexedRow): Set<RowField> | undefined {
    const slot = this.slotOf.get(row.id);
    return slot === undefined ? undefined : changedFields(this.rows[slot]!, row);
  }

  /** The equality columns' values of a slot, by bit set. */
  private values(slot: number): Array<[BitsByValue, number]> {
    const b = this.bits;
    return [
      [b.dealer, this.dealer[slot]],
      [b.make, this.make[slot]],
      [b.model, this.model[slot]],
      [b.bodyType, this.bodyType[slot]],
      [b.fuelType, this.fuelType[slot]],
      [b.name, this.name[slot]],
      [b.year, this.year[slot]],
      [b.available, this.available[slot]],
      [b.offer, this.offer[slot]],
    ];
  }

  private attach(slot: number, changed?: ReadonlySet<RowField>): void {
    this.changes++;
    this.live[slot >>> 5] |= 1 << (slot & 31);
    if (this.eligibleDealer[this.dealer[slot]] === 1) {
      this.eligible[slot >>> 5] |= 1 << (slot & 31);
      this.eligibleCount++;
    }
    for (const [set, value] of this.values(slot)) set.add(slot, value);
    for (const order of this.orders.values())
      if (!changed || order.reads.some((f) => changed.has(f))) order.insert(slot);
  }

  private detach(slot: number, changed?: ReadonlySet<RowField>): void {
    this.changes++;
    this.live[slot >>> 5] &= ~(1 << (slot & 31));
    if (this.eligibleDealer[this.dealer[slot]] === 1) {
      this.eligible[slot >>> 5] &= ~(1 << (slot & 31));
      this.eligibleCount--;
    }
    for (const [set, value] of this.values(slot)) set.remove(slot, value);
    for (const order of this.orders.values())
      if (!changed || order.reads.some((f) => changed.has(f))) order.remove(slot);
  }

  private growTo(min: number): void {
    this.dealer = grow(this.dealer, min);
    this.make = grow(this.make, min);
    this.model = grow(this.model, min);
    this.bodyType = grow(this.bodyType, min);
    this.fuelType = grow(this.fuelType, min);
    this.name = grow(this.name, min);
    this.year = grow(this.year, min);
    this.available = grow(this.available, min);
    this.offer = grow(this.offer, min);
    this.monthly = grow(this.monthly, min);
    this.dueAtSigning = grow(this.dueAtSigning, min);
    this.latitude = grow(this.latitude, min);
    this.longitude = grow(this.longitude, min);
    this.dateAddedUs = grow(this.dateAddedUs, min);
    this.views = grow(this.views, min);
    this.dealScore = grow(this.dealScore, min);
    for (const costs of this.choices.values()) {
      costs.dueAtSigning = growNaN(costs.dueAtSigning, this.dealer.length);
      costs.effectiveMonthly = growNaN(costs.effectiveMonthly, this.dealer.length);
      costs.offered = resized(costs.offered, this.words);
    }
    for (const set of Object.values(this.bits)) set.grow(this.words);
    this.live = resized(this.live, this.words);
    this.eligible = resized(this.eligible, this.words);
    this.scratch = this.scratch.map(() => new Uint32Array(this.words));
  }

  /** The length of a bit set over every slot. */
  get words(): number {
    return this.dealer.length >>> 5;
  }
}

/** The set bits' slots, in order. */
export function* slotsIn(bits: Bits): Iterable<number> {
  for (let w = 0; w < bits.length; w++) {
    let x = bits[w];
    while (x !== 0) {
      const t = x & -x;
      x ^= t;
      yield (w << 5) + 31 - Math.clz32(t);
    }
  }
}

function resized(bits: Bits, words: number): Bits {
  const next = new Uint32Array(words);
  next.set(bits);
  return next;
}

function growNaN(a: Float64Array, length: number): Float64Array {
  const next = new Float64Array(length).fill(NaN);
  next.set(a);
  return next;
}
