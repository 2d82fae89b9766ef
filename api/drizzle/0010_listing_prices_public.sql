DELETE FROM "listing_prices";--> statement-breakpoint
DROP INDEX "listing_prices_search_idx";--> statement-breakpoint
DROP INDEX "listing_prices_body_idx";--> statement-breakpoint
DROP INDEX "listing_prices_fuel_idx";--> statement-breakpoint
ALTER TABLE "listing_prices" ADD COLUMN "active" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_prices" ADD COLUMN "dealer_id" uuid NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_prices_search_idx" ON "listing_prices" USING btree ("term","mileage","effective_monthly","listing_id","due_at_signing","active","dealer_id");--> statement-breakpoint
CREATE INDEX "listing_prices_body_idx" ON "listing_prices" USING btree ("term","mileage","body_type","effective_monthly","listing_id","due_at_signing","active","dealer_id");--> statement-breakpoint
CREATE INDEX "listing_prices_fuel_idx" ON "listing_prices" USING btree ("term","mileage","fuel_type","effective_monthly","listing_id","due_at_signing","active","dealer_id");
--> statement-breakpoint
CREATE FUNCTION "listing_prices_write"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  insert into listing_prices (listing_id, term, mileage, effective_monthly, due_at_signing, body_type, fuel_type, active, dealer_id)
    select listings.id, t.term, k.mileage,
      case when k.mileage = 0 then round(round(greatest(listings.down_payment, 0) + listings.monthly_payment * coalesce(nullif(t.term, 0), b.longest), 2) / coalesce(nullif(t.term, 0), b.longest), 2) else round(round(greatest(listings.down_payment, 0) + round(listings.monthly_payment + coalesce(coalesce(k.chosen, b.lowest) - b.lowest, 0) * greatest(listings.extra_mileage_cost, 0) / 12, 2) * coalesce(nullif(t.term, 0), b.longest), 2) / coalesce(nullif(t.term, 0), b.longest), 2) end,
      case when k.mileage = 0 then (greatest(listings.down_payment, 0) + listings.monthly_payment) else (greatest(listings.down_payment, 0) + round(listings.monthly_payment + coalesce(coalesce(k.chosen, b.lowest) - b.lowest, 0) * greatest(listings.extra_mileage_cost, 0) / 12, 2)) end,
      listings.body_type, listings.fuel_type, listings.status = 'active', listings.dealer_id
    from listings
    cross join lateral (select (select min(m) from unnest(listings.mileage_limits) m where m > 0) as lowest, (select max(t) from unnest(listings.lease_terms) t where t > 0) as longest, (select max(y) from unnest(listings.mileage_limits) y) as most) b
    cross join lateral (select 0 as term union select x from unnest(listings.lease_terms) x where x = any('{12,24,36,48,60}'::int[])) t
    cross join lateral (
      select 0 as mileage, null::int as chosen
      union all
      select o, (select min(y) from unnest(listings.mileage_limits) y where y >= o) from unnest('{10000,12000,15000,18000,20000}'::int[]) o where o <= b.most
    ) k
    where listings.id in (select unnest(ids)) and b.longest is not null;
END
$fn$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_prices_of_inserted"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM listing_prices_write(array(SELECT id FROM new_rows));
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_prices_of_updated"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE changed uuid[];
BEGIN
  changed := array(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.monthly_payment, n.down_payment, n.lease_terms, n.mileage_limits, n.extra_mileage_cost, n.body_type, n.fuel_type, n.status, n.dealer_id)
      IS DISTINCT FROM (o.monthly_payment, o.down_payment, o.lease_terms, o.mileage_limits, o.extra_mileage_cost, o.body_type, o.fuel_type, o.status, o.dealer_id));
  IF cardinality(changed) = 0 THEN RETURN NULL; END IF;
  DELETE FROM listing_prices WHERE listing_id = any(changed);
  PERFORM listing_prices_write(changed);
  RETURN NULL;
END
$fn$;--> statement-breakpoint
SELECT listing_prices_write(array(SELECT id FROM listings));
