// The listing columns computed on write from its own fields: the cost of its default lease
// choice (shared-contracts lease-cost.ts, the one formula) and its ZIP code's centroid. Every
// writer of a listing row (commands, demo seed, test fixtures) passes its values through
// withDerivedColumns; rows written some other way (the bench's SQL, rows from before migration
// 0005) are filled at start by fillDerivedColumns, with the same cost formula in SQL
// (lease-cost-sql.ts, tested against lease-cost.ts).
import { sql } from 'drizzle-orm';
import { leaseCost } from 'shared-contracts';
import type { Db, Tx } from '../db/client';
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

/**
 * Fills the derived columns of rows that lack them (at start): the cost in one statement, the
 * centroids by ZIP code (rows whose ZIP code is unknown keep null and are looked at again next start).
 */
export async function fillDerivedColumns(db: Db | Tx): Promise<void> {
  const cost = pricedLeaseSql({});
  const filled = await db.execute(
    sql.raw(`update listings set due_at_signing = ${cost.dueAtSigning}, total_cost = ${cost.totalCost}, effective_monthly = ${cost.effectiveMonthly}
    where effective_monthly is null and exists (select 1 from unnest(listings.lease_terms) t where t > 0) returning 1`),
  );
  const zips = rowsOf<{ zip: string }>(
    await db.execute(
      sql`select distinct zip_code as zip from listings where latitude is null and zip_code is not null`,
    ),
  );
  const known = zips.map((z) => ({ zip: z.zip, at: zipCentroid(z.zip) })).filter((z) => z.at !== undefined);
  for (let i = 0; i < known.length; i += 1000) {
    const part = known.slice(i, i + 1000);
    const list = (values: Array<string | number>) => `{${values.join(',')}}`;
    await db.execute(sql`update listings set latitude = c.lat, longitude = c.lng
      from unnest(${list(part.map((z) => `"${z.zip.replace(/["\\]/g, '')}"`))}::text[], ${list(part.map((z) => z.at!.latitude))}::float8[], ${list(part.map((z) => z.at!.longitude))}::float8[]) as c(zip, lat, lng)
      where listings.zip_code = c.zip and listings.latitude is null`);
  }
  // After a bulk fill the planner's statistics still describe the columns as empty (the deal
  // scores computed next would be planned as if nothing matched).
  if (rowsOf(filled).length + known.length > 1000) await db.execute(sql`analyze listings`);
}
