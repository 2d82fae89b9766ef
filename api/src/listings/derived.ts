// The listing columns computed on write from its own fields: the cost of its default lease
// choice (shared-contracts lease-cost.ts, the one formula) and its ZIP code's centroid. Every
// writer of a listing row (commands, demo seed, test fixtures) passes its values through
// withDerivedColumns; rows written some other way (the bench's SQL, rows from before migration
// 0005) are filled by fillDerivedColumns (the upkeep's catch-up job), with the same cost formula in SQL
// (lease-cost-sql.ts, tested against lease-cost.ts).
import { sql } from 'drizzle-orm';
import { leaseCost } from 'shared-contracts';
import { withoutStatementTimeout, type Db } from '../db/client';
import { rowsOf } from './cache';
import type { NewListingRow } from './mappers';
import { pricedLeaseSql } from './lease-cost-sql';
import { zipCentroid } from './zip-centroids';

type CostFields = Pick<
  NewListingRow,
  'monthlyPayment' | 'downPayment' | 'leaseTerms' | 'mileageLimits' | 'extraMileageCost' | 'zipCode'
>;

export interface DerivedColumns {
  dueAtSigning: number | null;
  effectiveMonthly: number | null;
  totalCost: number | null;
  latitude: number | null;
  longitude: number | null;
}

/** The derived columns of a listing with these fields. */
export function derivedColumns(f: CostFields): DerivedColumns {
  const cost = leaseCost({
    monthlyPayment: f.monthlyPayment,
    downPayment: f.downPayment,
    leaseTerms: f.leaseTerms ?? [],
    mileageLimits: f.mileageLimits ?? [],
    extraMileageCost: f.extraMileageCost,
  });
  const at = zipCentroid(f.zipCode);
  return {
    dueAtSigning: cost?.dueAtSigning ?? null,
    effectiveMonthly: cost?.effectiveMonthly ?? null,
    totalCost: cost?.totalCost ?? null,
    latitude: at?.latitude ?? null,
    longitude: at?.longitude ?? null,
  };
}

/** The values with their derived columns (a complete row's values). */
export function withDerivedColumns<T extends CostFields>(values: T): T & DerivedColumns {
  return { ...values, ...derivedColumns(values) };
}

/** Rows filled per statement (its own transaction): a bulk load's catch-up never holds many rows at once. */
const FILL_PAGE_ROWS = 1000;

/**
 * Fills the derived columns of rows that lack them (the upkeep's catch-up job, in the
 * background): the cost FILL_PAGE_ROWS rows at a time in id order, the centroids by ZIP code
 * (rows whose ZIP code is unknown keep null and are looked at again next catch-up). Answers how
 * many rows got their cost.
 */
export async function fillDerivedColumns(db: Db): Promise<number> {
  const cost = pricedLeaseSql({});
  let filled = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = rowsOf<{ id: string }>(
      await withoutStatementTimeout(db, (tx) =>
        tx.execute(sql`update listings set due_at_signing = ${sql.raw(cost.dueAtSigning)}, total_cost = ${sql.raw(cost.totalCost)},
          effective_monthly = ${sql.raw(cost.effectiveMonthly)}
        where listings.id in (select l.id from listings l where l.id > ${after}::uuid and l.effective_monthly is null
          and exists (select 1 from unnest(l.lease_terms) t where t > 0) order by l.id limit ${FILL_PAGE_ROWS})
        returning listings.id`),
      ),
    );
    filled += page.length;
    if (page.length < FILL_PAGE_ROWS) break;
    after = page.reduce((max, r) => (r.id > max ? r.id : max), after);
  }
  const zips = rowsOf<{ zip: string }>(
    await withoutStatementTimeout(db, (tx) =>
      tx.execute(sql`select distinct zip_code as zip from listings where latitude is null and zip_code is not null`),
    ),
  );
  const known = zips.map((z) => ({ zip: z.zip, at: zipCentroid(z.zip) })).filter((z) => z.at !== undefined);
  for (let i = 0; i < known.length; i += 1000) {
    const part = known.slice(i, i + 1000);
    const list = (values: Array<string | number>) => `{${values.join(',')}}`;
    await withoutStatementTimeout(db, (tx) =>
      tx.execute(sql`update listings set latitude = c.lat, longitude = c.lng
      from unnest(${list(part.map((z) => `"${z.zip.replace(/["\\]/g, '')}"`))}::text[], ${list(part.map((z) => z.at!.latitude))}::float8[], ${list(part.map((z) => z.at!.longitude))}::float8[]) as c(zip, lat, lng)
      where listings.zip_code = c.zip and listings.latitude is null`),
    );
  }
  // After a bulk fill the planner's statistics still describe the columns as empty (the deal
  // scores computed next would be planned as if nothing matched).
  if (filled + known.length > 1000) await db.execute(sql`analyze listings`);
  return filled;
}
