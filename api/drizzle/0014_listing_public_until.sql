-- The public rule's end time on the listing itself too (issue 28), so a search that names no lease choice reads
-- listings alone: set by a trigger on every insert and status or dealer change, and by the dealer's and the
-- subscription's triggers through listing_prices_refresh_dealer; listing_prices copies it (its update trigger
-- rewrites a listing's rows when it moves), and the listings update trigger bumps the cache version.
ALTER TABLE "listings" ADD COLUMN "public_until" timestamp with time zone;--> statement-breakpoint
UPDATE "listings" SET "public_until" = CASE WHEN status = 'active' THEN dealer_public_until(dealer_id) END;--> statement-breakpoint
CREATE FUNCTION "listings_public_until"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.public_until := CASE WHEN NEW.status = 'active' THEN dealer_public_until(NEW.dealer_id) END;
  RETURN NEW;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER "listings_public_until" BEFORE INSERT OR UPDATE OF status, dealer_id ON "listings"
  FOR EACH ROW EXECUTE FUNCTION "listings_public_until"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_prices_refresh_dealer"(dealer uuid) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE until timestamptz := dealer_public_until(dealer);
BEGIN
  UPDATE listings SET public_until = CASE WHEN status = 'active' THEN until END
    WHERE dealer_id = dealer AND public_until IS DISTINCT FROM (CASE WHEN status = 'active' THEN until END);
END
$fn$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_prices_write"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  insert into listing_prices (listing_id, term, mileage, effective_monthly, due_at_signing, body_type, fuel_type, public_until, dealer_id)
    select listings.id, t.term, k.mileage,
      case when k.mileage = 0 then round(round(greatest(listings.down_payment, 0) + listings.monthly_payment * coalesce(nullif(t.term, 0), b.longest), 2) / coalesce(nullif(t.term, 0), b.longest), 2) else round(round(greatest(listings.down_payment, 0) + round(listings.monthly_payment + coalesce(coalesce(k.chosen, b.lowest) - b.lowest, 0) * greatest(listings.extra_mileage_cost, 0) / 12, 2) * coalesce(nullif(t.term, 0), b.longest), 2) / coalesce(nullif(t.term, 0), b.longest), 2) end,
      case when k.mileage = 0 then (greatest(listings.down_payment, 0) + listings.monthly_payment) else (greatest(listings.down_payment, 0) + round(listings.monthly_payment + coalesce(coalesce(k.chosen, b.lowest) - b.lowest, 0) * greatest(listings.extra_mileage_cost, 0) / 12, 2)) end,
      listings.body_type, listings.fuel_type, listings.public_until, listings.dealer_id
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
CREATE OR REPLACE FUNCTION "listing_prices_of_updated"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE changed uuid[];
BEGIN
  changed := array(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.monthly_payment, n.down_payment, n.lease_terms, n.mileage_limits, n.extra_mileage_cost, n.body_type, n.fuel_type, n.status, n.dealer_id, n.public_until)
      IS DISTINCT FROM (o.monthly_payment, o.down_payment, o.lease_terms, o.mileage_limits, o.extra_mileage_cost, o.body_type, o.fuel_type, o.status, o.dealer_id, o.public_until));
  IF cardinality(changed) = 0 THEN RETURN NULL; END IF;
  DELETE FROM listing_prices WHERE listing_id = any(changed);
  PERFORM listing_prices_write(changed);
  RETURN NULL;
END
$fn$;
