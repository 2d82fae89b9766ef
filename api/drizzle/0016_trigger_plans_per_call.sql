-- The statement triggers that join a statement's old and new rows plan that join on each call
-- (EXECUTE), not once per session: PL/pgSQL keeps the plan of a static statement, made for the
-- first call's few rows (a nested loop), and reused it for a bulk update of 100,000 listings,
-- which then re-read the spilled transition table once per row (minutes of CPU).
CREATE OR REPLACE FUNCTION "listing_prices_of_updated"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE changed uuid[];
BEGIN
  EXECUTE $q$SELECT array(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.monthly_payment, n.down_payment, n.lease_terms, n.mileage_limits, n.extra_mileage_cost, n.body_type, n.fuel_type, n.status, n.dealer_id, n.public_until)
      IS DISTINCT FROM (o.monthly_payment, o.down_payment, o.lease_terms, o.mileage_limits, o.extra_mileage_cost, o.body_type, o.fuel_type, o.status, o.dealer_id, o.public_until))$q$
    INTO changed;
  IF cardinality(changed) = 0 THEN RETURN NULL; END IF;
  DELETE FROM listing_prices WHERE listing_id = any(changed);
  PERFORM listing_prices_write(changed);
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listings_changed_by_update"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE changed boolean;
BEGIN
  -- A view count alone is not a change the search's cache must drop (the "popular" order follows
  -- views within the cache's lifetime), so counting a view keeps every cached answer.
  EXECUTE $q$SELECT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (to_jsonb(n) - 'views') IS DISTINCT FROM (to_jsonb(o) - 'views'))$q$ INTO changed;
  IF changed THEN PERFORM listings_cache_bump(); END IF;
  RETURN NULL;
END
$fn$;
