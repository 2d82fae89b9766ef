-- The public search's read model (issue 28): listing_prices rows say until when the public sees each listing
-- (public_until, billing's rule in dealer_public_until), written by triggers in the transaction of the change
-- that causes it (listings, dealers, subscriptions), and every change to what the public sees bumps the listings
-- cache version there. The in-memory search index's change feed (search_changed_at, listing_removals) is gone.
DROP TRIGGER "listings_mark_changed" ON "listings";--> statement-breakpoint
DROP FUNCTION "listings_mark_changed"();--> statement-breakpoint
DROP TRIGGER "listings_record_removed" ON "listings";--> statement-breakpoint
DROP FUNCTION "listings_record_removed"();--> statement-breakpoint
ALTER TABLE "listing_removals" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "listing_removals" CASCADE;--> statement-breakpoint
DROP INDEX "listings_search_changed_idx";--> statement-breakpoint
DROP INDEX "listing_prices_search_idx";--> statement-breakpoint
DROP INDEX "listing_prices_body_idx";--> statement-breakpoint
DROP INDEX "listing_prices_fuel_idx";--> statement-breakpoint
ALTER TABLE "listing_prices" ADD COLUMN "public_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "listing_prices_dealer_idx" ON "listing_prices" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "listing_prices_search_idx" ON "listing_prices" USING btree ("term","mileage","effective_monthly","listing_id","due_at_signing","public_until");--> statement-breakpoint
CREATE INDEX "listing_prices_body_idx" ON "listing_prices" USING btree ("term","mileage","body_type","effective_monthly","listing_id","due_at_signing","public_until");--> statement-breakpoint
CREATE INDEX "listing_prices_fuel_idx" ON "listing_prices" USING btree ("term","mileage","fuel_type","effective_monthly","listing_id","due_at_signing","public_until");--> statement-breakpoint
ALTER TABLE "listing_prices" DROP COLUMN "active";--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "search_changed_at";--> statement-breakpoint
CREATE FUNCTION "dealer_public_until"(dealer uuid) RETURNS timestamptz LANGUAGE sql STABLE AS $fn$
  SELECT CASE
    WHEN d.status <> 'approved' THEN NULL
    WHEN s.status = 'trialing' THEN CASE WHEN d.trial_cancelled_by_user THEN NULL ELSE d.trial_end_date END
    WHEN s.plan = 'pro' AND s.status = 'active' THEN 'infinity'::timestamptz
    WHEN s.plan = 'pro' AND s.status = 'past_due' THEN coalesce(s.grace_end_date, 'infinity'::timestamptz)
    WHEN s.plan = 'pro' AND s.status = 'canceled' THEN s.plan_expires_at
  END
  FROM dealers d LEFT JOIN subscriptions s ON s.dealer_id = d.id WHERE d.id = dealer
$fn$;--> statement-breakpoint
CREATE FUNCTION "listings_cache_bump"() RETURNS void LANGUAGE sql AS $fn$
  INSERT INTO cache_versions (name, version, updated_at) VALUES ('listings', 1, now())
  ON CONFLICT (name) DO UPDATE SET version = cache_versions.version + 1, updated_at = now()
$fn$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_prices_write"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  insert into listing_prices (listing_id, term, mileage, effective_monthly, due_at_signing, body_type, fuel_type, public_until, dealer_id)
    select listings.id, t.term, k.mileage,
      case when k.mileage = 0 then round(round(greatest(listings.down_payment, 0) + listings.monthly_payment * coalesce(nullif(t.term, 0), b.longest), 2) / coalesce(nullif(t.term, 0), b.longest), 2) else round(round(greatest(listings.down_payment, 0) + round(listings.monthly_payment + coalesce(coalesce(k.chosen, b.lowest) - b.lowest, 0) * greatest(listings.extra_mileage_cost, 0) / 12, 2) * coalesce(nullif(t.term, 0), b.longest), 2) / coalesce(nullif(t.term, 0), b.longest), 2) end,
      case when k.mileage = 0 then (greatest(listings.down_payment, 0) + listings.monthly_payment) else (greatest(listings.down_payment, 0) + round(listings.monthly_payment + coalesce(coalesce(k.chosen, b.lowest) - b.lowest, 0) * greatest(listings.extra_mileage_cost, 0) / 12, 2)) end,
      listings.body_type, listings.fuel_type, case when listings.status = 'active' then b.until end, listings.dealer_id
    from listings
    cross join lateral (select (select min(m) from unnest(listings.mileage_limits) m where m > 0) as lowest, (select max(t) from unnest(listings.lease_terms) t where t > 0) as longest, (select max(y) from unnest(listings.mileage_limits) y) as most, dealer_public_until(listings.dealer_id) as until) b
    cross join lateral (select 0 as term union select x from unnest(listings.lease_terms) x where x = any('{12,24,36,48,60}'::int[])) t
    cross join lateral (
      select 0 as mileage, null::int as chosen
      union all
      select o, (select min(y) from unnest(listings.mileage_limits) y where y >= o) from unnest('{10000,12000,15000,18000,20000}'::int[]) o where o <= b.most
    ) k
    where listings.id in (select unnest(ids)) and b.longest is not null;
END
$fn$;--> statement-breakpoint
CREATE FUNCTION "listing_prices_refresh_dealer"(dealer uuid) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE until timestamptz := dealer_public_until(dealer);
BEGIN
  UPDATE listing_prices p SET public_until = CASE WHEN l.status = 'active' THEN until END
    FROM listings l
    WHERE l.id = p.listing_id AND p.dealer_id = dealer
      AND p.public_until IS DISTINCT FROM (CASE WHEN l.status = 'active' THEN until END);
  IF FOUND THEN PERFORM listings_cache_bump(); END IF;
END
$fn$;--> statement-breakpoint
CREATE FUNCTION "listing_prices_of_dealer"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM listing_prices_refresh_dealer(NEW.id);
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE FUNCTION "listing_prices_of_subscription"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM listing_prices_refresh_dealer(NEW.dealer_id);
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER "listing_prices_of_dealer" AFTER UPDATE OF status, trial_end_date, trial_cancelled_by_user ON "dealers"
  FOR EACH ROW EXECUTE FUNCTION "listing_prices_of_dealer"();--> statement-breakpoint
CREATE TRIGGER "listing_prices_of_subscription" AFTER INSERT OR UPDATE OF plan, status, plan_expires_at, grace_end_date ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "listing_prices_of_subscription"();--> statement-breakpoint
CREATE FUNCTION "listings_changed"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM listings_cache_bump();
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE FUNCTION "listings_changed_by_update"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  -- A view count alone is not a change the search's cache must drop (the "popular" order follows
  -- views within the cache's lifetime), so counting a view keeps every cached answer.
  IF EXISTS (
    SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE (to_jsonb(n) - 'views') IS DISTINCT FROM (to_jsonb(o) - 'views')
  ) THEN
    PERFORM listings_cache_bump();
  END IF;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER "listings_changed_by_update" AFTER UPDATE ON "listings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listings_changed_by_update"();--> statement-breakpoint
CREATE TRIGGER "listings_changed_by_insert_or_delete" AFTER INSERT OR DELETE ON "listings"
  FOR EACH STATEMENT EXECUTE FUNCTION "listings_changed"();--> statement-breakpoint
UPDATE listing_prices p SET public_until = CASE WHEN l.status = 'active' THEN dealer_public_until(l.dealer_id) END
  FROM listings l WHERE l.id = p.listing_id;
