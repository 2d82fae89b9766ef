// The deal score (0-100, higher is a better deal), computed here only, with the reasons a
// shopper reads (shared-contracts dealScoreSchema). Three factors:
// - value (60 points): the effective monthly cost (lease-cost.ts, the default choice) as a share
//   of the MSRP, against the median share of its public peers: the same body type and MSRP band
//   ($10,000 wide), or every public listing of the body type when the band has fewer than
//   MIN_PEERS. At the median 30 points; 25% below it or more, 60; 25% above or more, 0.
// - downPayment (25 points): the down payment as a share of the MSRP: $0 down 25, 10% or more 0.
// - mileageRate (15 points): the cost per mile over the allowance: $0.10 or less 15, $0.30 or more 0.
// Each factor's points are rounded to whole points; the score is their sum.
//
// Stored per listing: the score (sortable), its peer group's median share, size and kind (band or
// whole body type). The reasons' texts are written when a listing is read (storedDealScore), from the
// listing's own fields and that group, by scoreDeal: the same points as the stored score.
//
// Kept current in SQL (one statement, scoreSql: the same arithmetic as scoreDeal in float8, tested
// equal): every change that moves a listing into, out of or within the public set calls
// refreshDealScores for the body types it touches, inside its transaction; the upkeep (upkeep.ts)
// recomputes everything at start and every DEAL_SCORE_REFRESH_MS, for what no write announces (a
// trial running out). Only rows whose score or group changed are written.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DealScore, DealScoreReason } from 'shared-contracts';
import { withoutStatementTimeout, type Db, type Tx } from '../db/client';
import { listings } from '../db/schema';
import { rowsOf } from './cache';
import { publicListingSql } from './visibility';

export const DEAL_SCORE_WEIGHTS = { value: 60, downPayment: 25, mileageRate: 15 } as const;
/** Width of an MSRP band of peers. */
export const MSRP_BAND = 10_000;
/** Fewer public listings than this in a band (the listing included): compared with its whole body type. */
export const MIN_PEERS = 5;
/** The effective monthly share of MSRP this far below (above) the peers' median earns all (none) of the value points. */
const VALUE_SPAN = 0.25;
/** The down payment share of MSRP that earns no points. */
const DOWN_SHARE_ZERO = 0.1;
/** Extra-mileage rates earning all and none of the points. */
const RATE_BEST = 0.1;
const RATE_WORST = 0.3;

/** What the score reads of a listing. */
export interface DealInput {
  id: string;
  bodyType: string;
  msrp: number;
  effectiveMonthly: number | null;
  downPayment: number;
  extraMileageCost: number;
}

/** The peers a listing is compared with. */
export interface PeerGroup {
  /** The median effective monthly share of MSRP of the group (the listing included). */
  medianShare: number;
  /** How many other listings are in the group. */
  peers: number;
  /** e.g. "similar SUVs ($40,000-$50,000 MSRP)", "other SUVs". */
  label: string;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
/** Whole points of a factor (binary noise dropped first: 15 x 0.4999999 is 7.5). */
const pointsOf = (weight: number, fraction: number) => Math.round(Number((weight * clamp01(fraction)).toPrecision(12)));
// One formatter each, made once: toLocaleString builds a formatter per call (about 75 us; a search
// page writes some 30 of these).
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const CENTS_DOLLARS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** "$412", "$421.50" (cents only when there are any), "$40,000". */
const dollars = (v: number) =>
  `$${(Number.isInteger(Math.round(v * 100) / 100) ? WHOLE_DOLLARS : CENTS_DOLLARS).format(v)}`;
const cents = (v: number) => `$${v.toFixed(2)}`;
const percent = (share: number) => `${Math.round(share * 100)}%`;

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

const shareOf = (l: DealInput) => (l.effectiveMonthly !== null && l.msrp > 0 ? l.effectiveMonthly / l.msrp : undefined);

/** The peer group of each scoreable listing among `publicListings` (all public, any body types). */
export function peerGroups(publicListings: DealInput[]): Map<string, PeerGroup> {
  const scoreable = publicListings.filter((l) => shareOf(l) !== undefined);
  const byBand = new Map<string, DealInput[]>();
  const byType = new Map<string, DealInput[]>();
  for (const l of scoreable) {
    const band = `${l.bodyType}\u0000${bandOf(l.msrp)}`;
    if (!byBand.has(band)) byBand.set(band, []);
    byBand.get(band)!.push(l);
    if (!byType.has(l.bodyType)) byType.set(l.bodyType, []);
    byType.get(l.bodyType)!.push(l);
  }
  const medians = new Map<DealInput[], number>();
  const medianOf = (group: DealInput[]) => {
    if (!medians.has(group)) medians.set(group, median(group.map((l) => shareOf(l)!)));
    return medians.get(group)!;
  };
  const out = new Map<string, PeerGroup>();
  for (const l of scoreable) {
    const band = byBand.get(`${l.bodyType}\u0000${bandOf(l.msrp)}`)!;
    const inBand = band.length >= MIN_PEERS;
    const group = inBand ? band : byType.get(l.bodyType)!;
    out.set(l.id, {
      medianShare: medianOf(group),
      peers: group.length - 1,
      label: peerLabel(l.bodyType, l.msrp, inBand),
    });
  }
  return out;
}

/** "similar SUVs ($40,000-$50,000 MSRP)" for a band group, "other SUVs" for the whole body type. */
export function peerLabel(bodyType: string, msrp: number, inBand: boolean): string {
  const plural = bodyTypePlural(bodyType);
  if (!inBand) return `other ${plural}`;
  const low = bandOf(msrp) * MSRP_BAND;
  return `similar ${plural} (${dollars(low)}-${dollars(low + MSRP_BAND)} MSRP)`;
}

/** The score of one listing against its peer group. */
export function scoreDeal(l: DealInput, group: PeerGroup): DealScore {
  const reasons: DealScoreReason[] = [];
  const share = shareOf(l)!;
  const diff = group.medianShare > 0 ? (group.medianShare - share) / group.medianShare : 0;
  const valuePoints = pointsOf(DEAL_SCORE_WEIGHTS.value, group.peers === 0 ? 0.5 : 0.5 + diff / (2 * VALUE_SPAN));
  const effective = `${dollars(l.effectiveMonthly!)}/month effective`;
  let valueText: string;
  if (group.peers === 0)
    valueText = `${effective}: no ${group.label.replace(/^other /, '')} on the site to compare with yet`;
  else if (Math.abs(diff) < 0.02) valueText = `${effective}: about the same as ${group.label}`;
  else valueText = `${effective}: ${percent(Math.abs(diff))} ${diff > 0 ? 'below' : 'above'} ${group.label}`;
  reasons.push({ factor: 'value', points: valuePoints, maxPoints: DEAL_SCORE_WEIGHTS.value, text: valueText });

  const down = Math.max(0, l.downPayment);
  const downShare = l.msrp > 0 ? down / l.msrp : 1;
  const downPoints = pointsOf(DEAL_SCORE_WEIGHTS.downPayment, 1 - downShare / DOWN_SHARE_ZERO);
  reasons.push({
    factor: 'downPayment',
    points: downPoints,
    maxPoints: DEAL_SCORE_WEIGHTS.downPayment,
    text:
      down === 0
        ? '$0 down: nothing to pay at signing but the first month'
        : `${dollars(down)} down: ${percent(downShare)} of the MSRP`,
  });

  const rate = Math.max(0, l.extraMileageCost);
  const ratePoints = pointsOf(DEAL_SCORE_WEIGHTS.mileageRate, (RATE_WORST - rate) / (RATE_WORST - RATE_BEST));
  const rateWord = rate <= 0.15 ? 'lower than most leases' : rate >= 0.25 ? 'higher than most leases' : 'about average';
  reasons.push({
    factor: 'mileageRate',
    points: ratePoints,
    maxPoints: DEAL_SCORE_WEIGHTS.mileageRate,
    text: `${cents(rate)} per mile over the allowance: ${rateWord}`,
  });

  return { score: Math.min(100, Math.max(0, valuePoints + downPoints + ratePoints)), reasons, peers: group.peers };
}

/** The scores of the scoreable listings among `publicListings`. */
export function dealScores(publicListings: DealInput[]): Map<string, DealScore> {
  const groups = peerGroups(publicListings);
  const byId = new Map(publicListings.map((l) => [l.id, l]));
  return new Map([...groups].map(([id, group]) => [id, scoreDeal(byId.get(id)!, group)]));
}

/** Whole points of a factor in SQL, as pointsOf: `fraction` is float8 SQL text. */
const pointsSql = (weight: number, fraction: string) =>
  `round(round((${weight}::float8 * least(1::float8, greatest(0::float8, ${fraction})))::numeric, 9))::int`;

/**
 * The score as scoreDeal computes it, in SQL over `l` (the listing) and `g` (its group: med, peers).
 * The same float8 operations in the same order, then whole points.
 */
const SCORE_SQL = (() => {
  const share = 'l.effective_monthly::float8 / l.msrp::float8';
  const diff = `(case when g.med > 0 then (g.med - ${share}) / g.med else 0::float8 end)`;
  const value = `(case when g.peers = 0 then ${pointsSql(DEAL_SCORE_WEIGHTS.value, '0.5::float8')} else ${pointsSql(DEAL_SCORE_WEIGHTS.value, `0.5::float8 + ${diff} / ${2 * VALUE_SPAN}::float8`)} end)`;
  const down = pointsSql(
    DEAL_SCORE_WEIGHTS.downPayment,
    `1::float8 - (greatest(l.down_payment, 0)::float8 / l.msrp::float8) / ${DOWN_SHARE_ZERO}::float8`,
  );
  const rate = pointsSql(
    DEAL_SCORE_WEIGHTS.mileageRate,
    `(${RATE_WORST}::float8 - greatest(l.extra_mileage_cost, 0)::float8) / (${RATE_WORST}::float8 - ${RATE_BEST}::float8)`,
  );
  return `least(100, greatest(0, ${value} + ${down} + ${rate}))`;
})();

/**
 * Recomputes the scores of the listings of these body types (the peer groups a change touched;
 * every body type without `bodyTypes`) at `now`, in one statement: call it inside the change's
 * transaction. Concurrent recomputations of one body type wait for each other (transaction
 * advisory locks taken in name order), so the last one reads every committed change.
 * Answers how many rows changed.
 */
export async function refreshDealScores(db: Db | Tx, now: Date, bodyTypes?: readonly string[]): Promise<number> {
  const types = bodyTypes
    ? [...new Set(bodyTypes)].sort()
    : rowsOf<{ body_type: string }>(await db.execute(sql`select distinct body_type from listings order by 1`)).map(
        (r) => r.body_type,
      );
  if (types.length === 0) return 0;
  for (const t of types) await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`deal-score:${t}`}))`);
  const typeList = `{${types.map((t) => `"${t.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  const ofTypes = (column: string): SQL => (bodyTypes ? sql`${sql.raw(column)} = any(${typeList}::text[])` : sql`true`);
  const changed = await db.execute(sql`
    with pub as (
      select listings.id, listings.body_type, floor(greatest(listings.msrp, 0) / ${MSRP_BAND})::int as band,
        listings.effective_monthly::float8 / listings.msrp::float8 as share
      from listings
      where ${ofTypes('listings.body_type')} and ${publicListingSql(now)} and listings.effective_monthly is not null and listings.msrp > 0
    ),
    bands as (select body_type, band, count(*)::int as n, percentile_cont(0.5) within group (order by share) as med from pub group by body_type, band),
    kinds as (select body_type, count(*)::int as n, percentile_cont(0.5) within group (order by share) as med from pub group by body_type),
    g as (
      select pub.id, b.n >= ${MIN_PEERS} as in_band,
        case when b.n >= ${MIN_PEERS} then b.med else k.med end as med,
        (case when b.n >= ${MIN_PEERS} then b.n else k.n end) - 1 as peers
      from pub join bands b on b.body_type = pub.body_type and b.band = pub.band join kinds k on k.body_type = pub.body_type
    ),
    t as (
      select l.id, g.in_band, g.med, g.peers, case when g.id is null then null else ${sql.raw(SCORE_SQL)} end as score
      from listings l left join g on g.id = l.id
      where ${ofTypes('l.body_type')}
    )
    update listings set deal_score = t.score, deal_score_peers = t.peers, deal_peer_median = t.med, deal_peer_band = t.in_band
    from t
    where listings.id = t.id
      and (listings.deal_score, listings.deal_score_peers, listings.deal_peer_median, listings.deal_peer_band) is distinct from (t.score, t.peers, t.med, t.in_band)
    returning listings.id`);
  return rowsOf(changed).length;
}

/** Whether a public listing that can be scored has no score (scores never computed since a migration or a bulk load). */
export async function hasUnscoredPublicListing(db: Db, now: Date): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`select 1 from listings where ${publicListingSql(now)} and listings.deal_score is null
    and listings.effective_monthly is not null and listings.msrp > 0 limit 1`),
  );
  return rows.length > 0;
}

/** Recomputes every body type in one transaction (the upkeep). Answers how many rows changed. */
export async function refreshAllDealScores(db: Db, now: Date): Promise<number> {
  return withoutStatementTimeout(db, (tx) => refreshDealScores(tx, now));
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
  const { reasons } = scoreDeal(r, {
    medianShare: r.dealPeerMedian,
    peers,
    label: peerLabel(r.bodyType, r.msrp, r.dealPeerBand),
  });
  return { score: r.dealScore, reasons, peers };
}

/** The body types of a dealer's listings (a change of the dealer's eligibility touches their peer groups). */
export async function dealerBodyTypes(db: Db | Tx, dealerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ bodyType: listings.bodyType })
    .from(listings)
    .where(eq(listings.dealerId, dealerId));
  return rows.map((r) => r.bodyType);
}
