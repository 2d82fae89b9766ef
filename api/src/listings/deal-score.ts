// The deal score (0-100, higher is a better deal), computed here only (no SQL copy of it), with
// the reasons a shopper reads (shared-contracts dealScoreSchema). docs/decisions.md "Deal score".
// Each cost is counted once:
// - value (85 points): the effective monthly (lease-cost.ts, the default choice: the down payment
//   is spread over the term there, and nowhere else) against the median effective monthly of its
//   public peers, priced like it: its body type in its MSRP band ($10,000 wide) when that has
//   MIN_PEERS listings, else every car of the band when that has MIN_BAND_PEERS, else nobody (a
//   neutral 47). 50% or more above the median 0, 20% above 38, 2% above 45, about the median
//   (within 2%) 45-49, 2% below 49, 25% or more below 85, linear in between.
// - mileage (15 points): what the quoted monthly includes and costs beyond it: the cost per extra
//   mile ($0.10 or less 10 points, $0.30 or more none) and the yearly allowance (15,000 miles or
//   more 5 points, 10,000 or fewer none).
// Whole points per factor; the score is their sum. With the words of shared-contracts
// deal-score-labels (80 Great, 65 Good, 45 Fair, below High), the word follows the value reason:
// "below similar" is at least Fair (49 + 0), "about the same" is always Fair (45-49 + 0-15),
// "above similar" is never Good (45 + 15 = 60), and only a deal clearly above its peers is High.
// Within one peer group the score never falls when a deal gets cheaper or its mileage terms better.
//
// Stored per listing: the score (sortable), its peer group's median effective monthly, size and kind
// (deal_peer_band: its body type in the band, or not). The reasons' texts are written when a listing is read (storedDealScore)
// by the same scoreDeal. refreshDealScores recomputes the MSRP bands a write touches (inside its
// transaction), a page of rows at a time, writing only rows that changed; the upkeep (upkeep.ts)
// recomputes the bands whose scores no longer match who is public (refreshChangedDealScores).
import { eq, sql, type SQL } from 'drizzle-orm';
import { dollars, groupedNumber, type DealScore, type DealScoreReason } from 'shared-contracts';
import { withoutStatementTimeout, type Db, type Tx } from '../db/client';
import { listings } from '../db/schema';
import { rowsOf } from './cache';
import { publicListingSql } from './visibility';

export const DEAL_SCORE_WEIGHTS = { value: 85, mileageRate: 15 } as const;
/** Width of an MSRP band of peers. */
const MSRP_BAND = 10_000;
/** Fewer public listings of its body type than this in its band (the listing included): compared with every car of the band. */
export const MIN_PEERS = 5;
/** Fewer public listings than this in its band (the listing included): nothing to compare with. */
const MIN_BAND_PEERS = 3;
/** Within this share of the median a deal is "about the same" as its peers. */
const ABOUT_SAME = 0.02;
/** Value points at a difference from the median (positive: cheaper), linear between the points. */
const VALUE_CURVE: ReadonlyArray<readonly [number, number]> = [
  [-0.5, 0],
  [-0.2, 38],
  [-ABOUT_SAME, 45],
  [ABOUT_SAME, 49],
  [0.25, DEAL_SCORE_WEIGHTS.value],
];
/** Value points of a deal with nobody to compare with (about the median). */
const VALUE_ALONE = 47;
/** Mileage: the extra-mile rate earning all and none of its points, and the allowance. */
const RATE_POINTS = 10;
const RATE_BEST = 0.1;
const RATE_WORST = 0.3;
const ALLOWANCE_POINTS = DEAL_SCORE_WEIGHTS.mileageRate - RATE_POINTS;
const ALLOWANCE_NONE = 10_000;
const ALLOWANCE_ALL = 15_000;

/** What the score reads of a listing. */
export interface DealInput {
  id: string;
  bodyType: string;
  msrp: number;
  effectiveMonthly: number | null;
  mileageLimits: readonly number[];
  extraMileageCost: number;
}

/** The peers a listing is compared with. */
export interface PeerGroup {
  /** The median effective monthly of the group (the listing included). */
  median: number;
  /** How many other listings are in the group. */
  peers: number;
  /** Which listings: its body type in its MSRP band, every body type in its band, or none. */
  kind: PeerKind;
}

/** The peers' kind, stored as deal_peer_band: true for 'type', false for the others ('none' has no peers). */
export type PeerKind = 'type' | 'band' | 'none';
const kindOf = (typeBand: boolean, peers: number): PeerKind => (typeBand ? 'type' : peers > 0 ? 'band' : 'none');

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
/** Whole points (binary noise dropped first: 15 x 0.4999999 is 7.5). */
const whole = (points: number) => Math.round(Number(points.toPrecision(12)));
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Value points at a difference `diff` from the median (positive: cheaper than it). */
export function valuePoints(diff: number): number {
  const [first] = VALUE_CURVE;
  const last = VALUE_CURVE[VALUE_CURVE.length - 1];
  if (diff <= first[0]) return first[1];
  if (diff >= last[0]) return last[1];
  const i = VALUE_CURVE.findIndex(([x]) => x >= diff);
  const [x0, y0] = VALUE_CURVE[i - 1];
  const [x1, y1] = VALUE_CURVE[i];
  return whole(y0 + ((diff - x0) / (x1 - x0)) * (y1 - y0));
}

/** "SUVs", "sedans", "pickup trucks". */
export function bodyTypePlural(bodyType: string): string {
  const word = /^[A-Z]+$/.test(bodyType) ? bodyType : bodyType.toLowerCase();
  return word.endsWith('s') ? word : `${word}s`;
}

export const bandOf = (msrp: number) => Math.floor(Math.max(0, msrp) / MSRP_BAND);

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

const scoreable = (l: DealInput) => l.effectiveMonthly !== null && l.msrp > 0;
const allowanceOf = (l: DealInput) => {
  const miles = l.mileageLimits.filter((m) => Number.isFinite(m) && m > 0);
  return miles.length ? Math.min(...miles) : 0;
};

/** A peer set's size (the listing included) and median effective monthly. */
interface PeerSet {
  size: number;
  median: number;
}

/** The effective monthlies of the public scoreable listings of one body type in one MSRP band. */
interface TypeBandMonthlies {
  bodyType: string;
  band: number;
  monthlies: number[];
}

const typeKey = (bodyType: string, band: number) => `type\u0000${bodyType}\u0000${band}`;
const bandKey = (band: number) => `band\u0000${band}`;

/** The peer sets (each body type in its band, and each whole band) of these public scoreable listings' monthlies. */
function peerSets(groups: Iterable<TypeBandMonthlies>): Map<string, PeerSet> {
  const sets = new Map<string, PeerSet>();
  const bands = new Map<number, number[]>();
  for (const g of groups) {
    sets.set(typeKey(g.bodyType, g.band), { size: g.monthlies.length, median: median(g.monthlies) });
    const all = bands.get(g.band) ?? [];
    for (const m of g.monthlies) all.push(m);
    bands.set(g.band, all);
  }
  for (const [band, all] of bands) sets.set(bandKey(band), { size: all.length, median: median(all) });
  return sets;
}

/**
 * The peer group of a scoreable public listing, from the peer sets of every public scoreable
 * listing of its band (it included): its body type in its MSRP band when that has MIN_PEERS
 * listings or more, else every body type in its MSRP band when that has MIN_BAND_PEERS, else
 * none (nothing priced like it to compare with). Groups are whole sets: two listings with the
 * same kind of group and band share its median.
 */
function groupOf(l: DealInput, sets: ReadonlyMap<string, PeerSet>): PeerGroup {
  const band = bandOf(l.msrp);
  const ofType = sets.get(typeKey(l.bodyType, band));
  const ofBand = sets.get(bandKey(band));
  const [kind, set] =
    ofType && ofType.size >= MIN_PEERS
      ? (['type', ofType] as const)
      : ofBand && ofBand.size >= MIN_BAND_PEERS
        ? (['band', ofBand] as const)
        : (['none', undefined] as const);
  return set ? { median: set.median, peers: set.size - 1, kind } : { median: l.effectiveMonthly!, peers: 0, kind };
}

/** The public scoreable listings' monthlies per body type and band. */
function monthliesOf(scored: DealInput[]): TypeBandMonthlies[] {
  const groups = new Map<string, TypeBandMonthlies>();
  for (const l of scored) {
    const key = typeKey(l.bodyType, bandOf(l.msrp));
    if (!groups.has(key)) groups.set(key, { bodyType: l.bodyType, band: bandOf(l.msrp), monthlies: [] });
    groups.get(key)!.monthlies.push(l.effectiveMonthly!);
  }
  return [...groups.values()];
}

/** The peer group of each scoreable listing among `publicListings` (all public, any body types): groupOf. */
export function peerGroups(publicListings: DealInput[]): Map<string, PeerGroup> {
  const scored = publicListings.filter(scoreable);
  const sets = peerSets(monthliesOf(scored));
  return new Map(scored.map((l) => [l.id, groupOf(l, sets)]));
}

/** "similar SUVs ($40,000-$50,000 MSRP)", "cars of $40,000-$50,000 MSRP", "SUVs of $40,000-$50,000 MSRP". */
function peerLabel(bodyType: string, msrp: number, kind: PeerKind): string {
  const low = bandOf(msrp) * MSRP_BAND;
  const range = `${dollars(low)}-${dollars(low + MSRP_BAND)} MSRP`;
  if (kind === 'type') return `similar ${bodyTypePlural(bodyType)} (${range})`;
  if (kind === 'band') return `cars of ${range}`;
  return `${bodyTypePlural(bodyType)} or other cars of ${range}`;
}

/** The difference of the effective monthly from the peers' median (positive: cheaper). */
const diffOf = (l: DealInput, group: PeerGroup) =>
  group.median > 0 ? (group.median - l.effectiveMonthly!) / group.median : 0;

/** Each factor's points: what the score adds up and the reasons show (texts apart, so a refresh writes none). */
function pointsOf(l: DealInput, group: PeerGroup): { value: number; mileage: number } {
  const rate = Math.max(0, l.extraMileageCost);
  const ratePart = RATE_POINTS * clamp01((RATE_WORST - rate) / (RATE_WORST - RATE_BEST));
  const allowance = ALLOWANCE_POINTS * clamp01((allowanceOf(l) - ALLOWANCE_NONE) / (ALLOWANCE_ALL - ALLOWANCE_NONE));
  return {
    value: group.peers === 0 ? VALUE_ALONE : valuePoints(diffOf(l, group)),
    mileage: whole(ratePart + allowance),
  };
}

/** The score alone (0-100): the sum of the factors' points. */
function scoreOf(l: DealInput, group: PeerGroup): number {
  const { value, mileage } = pointsOf(l, group);
  return Math.min(100, Math.max(0, value + mileage));
}

function valueText(l: DealInput, group: PeerGroup): string {
  const label = peerLabel(l.bodyType, l.msrp, group.kind);
  const effective = `${dollars(l.effectiveMonthly!)}/month effective, down payment included`;
  const diff = diffOf(l, group);
  if (group.peers === 0) return `${effective}: no ${label} on the site to compare with yet`;
  if (Math.abs(diff) < ABOUT_SAME) return `${effective}: about the same as ${label}`;
  return `${effective}: ${percent(Math.abs(diff))} ${diff > 0 ? 'below' : 'above'} ${label}`;
}

function mileageText(l: DealInput, points: number): string {
  const share = points / DEAL_SCORE_WEIGHTS.mileageRate;
  const word = share >= 2 / 3 ? 'better than most leases' : share < 1 / 3 ? 'worse than most leases' : 'about average';
  const allowance = allowanceOf(l);
  const included = allowance > 0 ? `${groupedNumber(allowance)} miles a year included, ` : '';
  return `${included}${dollars(Math.max(0, l.extraMileageCost), { cents: 'always' })} per mile over: ${word}`;
}

/** The score of one listing against its peer group, with its reasons. */
export function scoreDeal(l: DealInput, group: PeerGroup): DealScore {
  const { value, mileage } = pointsOf(l, group);
  const reasons: DealScoreReason[] = [
    { factor: 'value', points: value, maxPoints: DEAL_SCORE_WEIGHTS.value, text: valueText(l, group) },
    {
      factor: 'mileageRate',
      points: mileage,
      maxPoints: DEAL_SCORE_WEIGHTS.mileageRate,
      text: mileageText(l, mileage),
    },
  ];
  return { score: scoreOf(l, group), reasons, peers: group.peers };
}

/** The scores of the scoreable listings among `publicListings`. */
export function dealScores(publicListings: DealInput[]): Map<string, DealScore> {
  const groups = peerGroups(publicListings);
  const byId = new Map(publicListings.map((l) => [l.id, l]));
  return new Map([...groups].map(([id, group]) => [id, scoreDeal(byId.get(id)!, group)]));
}

/** A listing's stored deal columns. */
interface StoredScore {
  score: number | null;
  peers: number | null;
  median: number | null;
  typeBand: boolean | null;
}

/** A Postgres array literal of these values (null as NULL); ids are uuids and the rest numbers or booleans. */
const arrayLiteral = (values: ReadonlyArray<string | number | boolean | null>) =>
  `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

/** The MSRP bands of these listings: what a change to them touches (every peer group lies within one band). */
export const bandsOf = (touched: ReadonlyArray<{ msrp: number }>): number[] => touched.map((l) => bandOf(l.msrp));

const bandSql = sql.raw(`floor(greatest(listings.msrp, 0) / ${MSRP_BAND})::int`);
/** Rows read and written at a time: the refresh holds one page of listings, whatever the table's size. */
const PAGE_ROWS = 2000;
/** Condition on `listings`: scoreable (a lease cost and an MSRP), as `scoreable` reads it. */
const scoreableSql = sql`(listings.effective_monthly is not null and listings.msrp > 0)`;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The listing's score and peer group as they should be stored (all null while it is not public or not scoreable). */
function nextScore(l: DealInput, isPublic: boolean, sets: ReadonlyMap<string, PeerSet>): StoredScore {
  if (!isPublic || !scoreable(l)) return { score: null, peers: null, median: null, typeBand: null };
  const group = groupOf(l, sets);
  return { score: scoreOf(l, group), peers: group.peers, median: group.median, typeBand: group.kind === 'type' };
}

/** Scores one page of listing rows (as refreshDealScores reads them) and writes the rows that changed. */
async function writePage(tx: Tx, rows: Array<Record<string, unknown>>, sets: ReadonlyMap<string, PeerSet>) {
  const changed: Array<StoredScore & { id: string }> = [];
  for (const r of rows) {
    const l: DealInput = {
      id: r.id as string,
      bodyType: r.body_type as string,
      msrp: Number(r.msrp),
      effectiveMonthly: num(r.effective_monthly),
      mileageLimits: (r.mileage_limits as number[] | null) ?? [],
      extraMileageCost: Number(r.extra_mileage_cost),
    };
    const next = nextScore(l, r.is_public === true, sets);
    if (
      next.score !== num(r.deal_score) ||
      next.peers !== num(r.deal_score_peers) ||
      next.median !== num(r.deal_peer_median) ||
      next.typeBand !== ((r.deal_peer_band as boolean | null) ?? null)
    )
      changed.push({ id: l.id, ...next });
  }
  if (changed.length === 0) return 0;
  const column = <K extends keyof StoredScore | 'id'>(k: K) => arrayLiteral(changed.map((c) => c[k]));
  await tx.execute(sql`
    update listings set deal_score = t.score, deal_score_peers = t.peers, deal_peer_median = t.med, deal_peer_band = t.in_band
    from unnest(${column('id')}::uuid[], ${column('score')}::int[], ${column('peers')}::int[], ${column('median')}::float8[], ${column('typeBand')}::boolean[])
      as t(id, score, peers, med, in_band)
    where listings.id = t.id`);
  return changed.length;
}

/**
 * Recomputes the scores of the listings of these MSRP bands (bandsOf the listings a change
 * touched; every band without `bands`) at `now`: call it inside the change's transaction. A peer
 * group (a body type in a band, or a whole band) never spans two bands, so these bands' listings
 * are all it needs. First the peer sets' sizes and medians, from the public scoreable listings'
 * effective monthlies (one number each, grouped in SQL), then the listings through a cursor,
 * PAGE_ROWS at a time: each page is scored with groupOf and scoreOf (the one implementation)
 * and its changed rows written in one statement, so memory holds one page and the monthlies,
 * whatever the table's size. Concurrent recomputations of one band wait for each other
 * (transaction advisory locks taken in band order), so the last one reads every committed
 * change. Answers how many rows changed.
 */
export async function refreshDealScores(tx: Tx, now: Date, bands?: readonly number[]): Promise<number> {
  const scope = bands
    ? [...new Set(bands)].sort((x, y) => x - y)
    : rowsOf<{ band: number }>(await tx.execute(sql`select distinct ${bandSql} as band from listings order by 1`)).map(
        (r) => Number(r.band),
      );
  if (scope.length === 0) return 0;
  for (const b of scope) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`deal-score:band:${b}`}))`);
  const ofBands: SQL = bands ? sql`${bandSql} = any(${arrayLiteral(scope)}::int[])` : sql`true`;
  const monthlies = rowsOf<{ body_type: string; band: number; monthlies: unknown[] }>(
    await tx.execute(sql`
      select listings.body_type, ${bandSql} as band, array_agg(listings.effective_monthly::float8) as monthlies
      from listings where ${ofBands} and ${publicListingSql(now)} and ${scoreableSql} group by 1, 2`),
  );
  const sets = peerSets(
    monthlies.map((g) => ({ bodyType: g.body_type, band: Number(g.band), monthlies: g.monthlies.map(Number) })),
  );
  // A cursor reads the rows once (keyset pages over a band would each scan for it); the updates
  // do not disturb it (it reads the snapshot of its declaration).
  await tx.execute(sql`
    declare deal_score_rows no scroll cursor for
      select listings.id, listings.body_type, listings.msrp::float8 as msrp,
        listings.effective_monthly::float8 as effective_monthly, listings.mileage_limits,
        listings.extra_mileage_cost::float8 as extra_mileage_cost, ${publicListingSql(now)} as is_public,
        listings.deal_score, listings.deal_score_peers, listings.deal_peer_median, listings.deal_peer_band
      from listings where ${ofBands}`);
  let changed = 0;
  for (;;) {
    const rows = rowsOf<Record<string, unknown>>(
      await tx.execute(sql.raw(`fetch forward ${PAGE_ROWS} from deal_score_rows`)),
    );
    if (rows.length > 0) changed += await writePage(tx, rows, sets);
    if (rows.length < PAGE_ROWS) break;
  }
  await tx.execute(sql`close deal_score_rows`);
  return changed;
}

/**
 * The MSRP bands whose stored scores do not match who is public and scoreable at `now`: a listing
 * public and scoreable without a score (a bulk load, a migration, a dealer's plan starting), or
 * one with a score that is no longer (a trial or paid period running out, which no write
 * announces). Every write recomputes the bands it touches in its transaction, so the other
 * bands' scores are current. One pass over the table, nothing held.
 */
async function changedBands(db: Db, now: Date): Promise<number[]> {
  const rows = rowsOf<{ band: number }>(
    await db.execute(sql`select distinct ${bandSql} as band from listings
      where (${publicListingSql(now)} and ${scoreableSql}) <> (listings.deal_score is not null) order by 1`),
  );
  return rows.map((r) => Number(r.band));
}

/** Recomputes every band in one transaction (the seed, the bench). Answers how many rows changed. */
export async function refreshAllDealScores(db: Db, now: Date): Promise<number> {
  return withoutStatementTimeout(db, (tx) => refreshDealScores(tx, now));
}

/**
 * Recomputes only the bands whose scores no longer match who is public (changedBands), in one
 * transaction: the scheduled refresh, the catch-up after a start, the billing clock's plan
 * changes. Nothing to do is one read of the table. Answers how many rows changed.
 */
export async function refreshChangedDealScores(db: Db, now: Date): Promise<number> {
  const bands = await changedBands(db, now);
  if (bands.length === 0) return 0;
  return withoutStatementTimeout(db, (tx) => refreshDealScores(tx, now, bands));
}

/**
 * Whether a public listing with a lease term has no score yet (rows loaded by bulk SQL or from
 * before a migration, their derived columns possibly unfilled): the start asks this before
 * requesting the catch-up job. Walks the null end of the active listings' deal-score index
 * (listings_active_score_idx, in its order: without it the planner, expecting unscored active
 * listings everywhere, scans the table for the first one), reading public_until from the index,
 * so it costs the active unscored entries, not the table.
 */
export async function hasUnscoredPublicListing(db: Db, now: Date): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`select 1 from listings where listings.status = 'active' and listings.deal_score is null
      and listings.public_until > ${now.toISOString()} and listings.msrp > 0
      and exists (select 1 from unnest(listings.lease_terms) t where t > 0)
      order by listings.deal_score desc nulls last limit 1`),
  );
  return rows.length > 0;
}

/** The stored score of a listing with its reasons (written from its fields and its group), or null. */
export function storedDealScore(
  r: DealInput & {
    dealScore: number | null;
    dealScorePeers: number | null;
    dealPeerMedian: number | null;
    dealPeerBand: boolean | null;
  },
): DealScore | null {
  if (
    r.dealScore === null ||
    r.dealScore === undefined ||
    r.dealPeerMedian === null ||
    r.dealPeerBand === null ||
    r.effectiveMonthly === null
  )
    return null;
  const peers = r.dealScorePeers ?? 0;
  const { reasons } = scoreDeal(r, { median: r.dealPeerMedian, peers, kind: kindOf(r.dealPeerBand, peers) });
  return { score: r.dealScore, reasons, peers };
}

/** The MSRP bands of a dealer's listings (a change of the dealer's eligibility touches their peer groups). */
export async function dealerBands(db: Db | Tx, dealerId: string): Promise<number[]> {
  const rows = await db.selectDistinct({ msrp: listings.msrp }).from(listings).where(eq(listings.dealerId, dealerId));
  return bandsOf(rows);
}
