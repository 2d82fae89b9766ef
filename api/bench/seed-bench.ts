// Bulk rows for the search bench: dealers (most may receive leads) and listings made in SQL
// with generate_series, so 100,000 rows take seconds on both databases. Their derived columns
// (lease cost, ZIP centroids) and deal scores are filled here as the API's upkeep would at start
// (the price rows by the database's triggers), so a bench server starts at once.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { rowsOf } from '../src/listings/cache';
import { refreshDealScores } from '../src/listings/deal-score';
import { fillDerivedColumns } from '../src/listings/derived';
import { DEMO_CARS } from '../src/seed/listings';

export const BENCH_DEALERS = 200;

const lit = (v: string | number) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`);

export async function seedBenchDealers(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`
    insert into users (email, password_hash, first_name, last_name, role, is_email_verified)
    select 'bench-dealer-' || g || '@example.com', 'x', 'Bench', 'Dealer ' || g, 'dealer', true from generate_series(1, ${BENCH_DEALERS}) g`),
  );
  await db.execute(
    sql.raw(`
    insert into dealers (user_id, dealership_name, city, state, zip_code, status, trial_start_date, trial_end_date)
    select u.id, 'Bench Motors ' || u.last_name, 'Austin', 'TX', '78701',
      case when row_number() over (order by u.email) % 20 = 0 then 'pending' else 'approved' end,
      now() - interval '10 days', case when row_number() over (order by u.email) % 10 = 1 then now() - interval '1 day' else now() + interval '20 days' end
    from users u where u.email like 'bench-dealer-%'`),
  );
  await db.execute(
    sql.raw(`
    insert into subscriptions (dealer_id, plan, status)
    select d.id, case when row_number() over (order by d.id) % 2 = 0 then 'pro' else 'free' end,
      case when row_number() over (order by d.id) % 2 = 0 then 'active' else 'trialing' end from dealers d`),
  );
}

/** Listings inserted per statement: each statement's triggers write the read model of its rows. */
const SEED_CHUNK = 100_000;

/**
 * Adds listings numbered [from, to], SEED_CHUNK per statement, then fills what the API's upkeep
 * would once for all of them. About 80% active, spread over the demo catalogue with varied prices.
 */
export async function seedBenchListings(db: Db, from: number, to: number): Promise<void> {
  for (let start = from; start <= to; start += SEED_CHUNK) {
    await insertBenchListings(db, start, Math.min(to, start + SEED_CHUNK - 1));
    if (to - from >= SEED_CHUNK) console.log(`  inserted listings up to ${Math.min(to, start + SEED_CHUNK - 1)}`);
  }
  await fillDerivedColumns(db);
  // Statistics first: planned on the table's before the load, the scoring would join 100,000 rows by nested loops.
  await db.execute(sql.raw('analyze'));
  await db.transaction((tx) => refreshDealScores(tx, new Date()));
  await db.execute(sql.raw('vacuum analyze'));
}

async function insertBenchListings(db: Db, from: number, to: number): Promise<void> {
  const cars = DEMO_CARS.map(
    (c, i) => `(${[i, c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8], c[9]].map(lit).join(', ')})`,
  ).join(',\n');
  const n = DEMO_CARS.length;
  await db.execute(
    sql.raw(`
    with cars(i, make, model, body_type, fuel_type, transmission, msrp, monthly, seats, ext, int) as (values ${cars}),
    d as (select array_agg(id order by id) as ids from dealers)
    insert into listings (dealer_id, make, model, body_type, year, msrp, monthly_payment, down_payment, lease_terms, mileage_limits,
      car_type, extra_mileage_cost, fuel_type, transmission, interior_color, exterior_color, number_of_seats,
      safety_features, comfort_features, entertainment_features, special_features, image_url, gallery_images,
      zip_code, is_limited_offer, available, status, views, date_added)
    select d.ids[1 + (g * 7 % array_length(d.ids, 1))], c.make, c.model, c.body_type, 2024 + g % 3, c.msrp,
      round((c.monthly * (0.8 + ((g::bigint * 7919) % 400) / 1000.0))::numeric, 2), c.monthly * 4 * (g % 4),
      (array['{24,36}', '{36,48}', '{36}', '{24,36,48}'])[1 + g % 4]::int[], (array['{10000,12000,15000}', '{12000,15000}', '{10000,15000,20000}'])[1 + g % 3]::int[],
      'Sedan', (array[0.10, 0.15, 0.20, 0.25, 0.30])[1 + g % 5], c.fuel_type, c.transmission, c.int, c.ext, c.seats,
      '{Lane Keeping Assist,Adaptive Cruise Control}', '{Heated Front Seats}', '{Apple CarPlay,Android Auto}', '{}',
      'listings/bench-' || (g % ${n}) || '.jpg', '{}',
      lpad(((g * 13) % 99999)::text, 5, '0'), g % 9 = 0, g % 17 <> 0,
      case when g % 10 = 0 then 'paused' when g % 10 = 5 then 'pending' else 'active' end,
      (g * 7) % 5000, now() - ((g * 37) % 365) * interval '1 day' - (g % 1440) * interval '1 minute'
    from generate_series(${from}, ${to}) g join cars c on c.i = g % ${n} cross join d
  `),
  );
}

export async function countRows(db: Db, table: string): Promise<number> {
  return Number(rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n ?? 0);
}
