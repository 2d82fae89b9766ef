CREATE TABLE "listing_prices" (
	"listing_id" uuid NOT NULL,
	"term" integer NOT NULL,
	"mileage" integer NOT NULL,
	"effective_monthly" numeric(10, 2) NOT NULL,
	"due_at_signing" numeric(12, 2) NOT NULL,
	"body_type" text NOT NULL,
	"fuel_type" text NOT NULL,
	CONSTRAINT "listing_prices_listing_id_term_mileage_pk" PRIMARY KEY("listing_id","term","mileage")
);
--> statement-breakpoint
DROP INDEX "listings_active_effective_idx";--> statement-breakpoint
ALTER TABLE "listing_prices" ADD CONSTRAINT "listing_prices_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_prices_search_idx" ON "listing_prices" USING btree ("term","mileage","effective_monthly","listing_id","due_at_signing");--> statement-breakpoint
CREATE INDEX "listing_prices_body_idx" ON "listing_prices" USING btree ("term","mileage","body_type","effective_monthly","listing_id","due_at_signing");--> statement-breakpoint
CREATE INDEX "listing_prices_fuel_idx" ON "listing_prices" USING btree ("term","mileage","fuel_type","effective_monthly","listing_id","due_at_signing");--> statement-breakpoint
CREATE INDEX "listings_active_fuel_idx" ON "listings" USING btree ("fuel_type","year","monthly_payment","dealer_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_year_idx" ON "listings" USING btree ("year","make","dealer_id") WHERE status = 'active';--> statement-breakpoint
CREATE FUNCTION "listing_prices_of_inserted"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  insert into listing_prices (listing_id, term, mileage, effective_monthly, due_at_signing, body_type, fuel_type)
    select listings.id, t.term, k.mileage,
      case when k.mileage = 0 then round(round(greatest(listings.down_payment, 0) + listings.monthly_payment * coalesce(nullif(t.term, 0), b.longest), 2) / coalesce(nullif(t.term, 0), b.longest), 2) else round(round(greatest(listings.down_payment, 0) + round(listings.monthly_payment + coalesce(coalesce(k.chosen, b.lowest) - b.lowest, 0) * greatest(listings.extra_mileage_cost, 0) / 12, 2) * coalesce(nullif(t.term, 0), b.longest), 2) / coalesce(nullif(t.term, 0), b.longest), 2) end,
      case when k.mileage = 0 then (greatest(listings.down_payment, 0) + listings.monthly_payment) else (greatest(listings.down_payment, 0) + round(listings.monthly_payment + coalesce(coalesce(k.chosen, b.lowest) - b.lowest, 0) * greatest(listings.extra_mileage_cost, 0) / 12, 2)) end,
      listings.body_type, listings.fuel_type
    from listings
    cross join lateral (select (select min(m) from unnest(listings.mileage_limits) m where m > 0) as lowest, (select max(t) from unnest(listings.lease_terms) t where t > 0) as longest, (select max(y) from unnest(listings.mileage_limits) y) as most) b
    cross join lateral (select 0 as term union select x from unnest(listings.lease_terms) x where x = any('{12,24,36,48,60}'::int[])) t
    cross join lateral (
      select 0 as mileage, null::int as chosen
      union all
      select o, (select min(y) from unnest(listings.mileage_limits) y where y >= o) from unnest('{10000,12000,15000,18000,20000}'::int[]) o where o <= b.most
    ) k
    where listings.id in (select id from new_rows) and b.longest is not null;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE FUNCTION "listing_prices_of_updated"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE changed uuid[];
BEGIN
  changed := array(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.monthly_payment, n.down_payment, n.lease_terms, n.mileage_limits, n.extra_mileage_cost, n.body_type, n.fuel_type)
      IS DISTINCT FROM (o.monthly_payment, o.down_payment, o.lease_terms, o.mileage_limits, o.extra_mileage_cost, o.body_type, o.fuel_type));
  IF cardinality(changed) = 0 THEN RETURN NULL; END IF;
  DELETE FROM listing_prices WHERE listing_id = any(changed);
  insert into listing_prices (listing_id, term, mileage, effective_monthly, due_at_signing, body_type, fuel_type)
    select listings.id, t.term, k.mileage,
      case when k.mileage = 0 then round(round(greatest(listings.down_payment, 0) + listings.monthly_payment * coalesce(nullif(t.term, 0), b.longest), 2) / coalesce(nullif(t.term, 0), b.longest), 2) else round(round(greatest(listings.down_payment, 0) + round(listings.monthly_payment + coalesce(coalesce(k.chosen, b.lowest) - b.lowest, 0) * greatest(listings.extra_mileage_cost, 0) / 12, 2) * coalesce(nullif(t.term, 0), b.longest), 2) / coalesce(nullif(t.term, 0), b.longest), 2) end,
      case when k.mileage = 0 then (greatest(listings.down_payment, 0) + listings.monthly_payment) else (greatest(listings.down_payment, 0) + round(listings.monthly_payment + coalesce(coalesce(k.chosen, b.lowest) - b.lowest, 0) * greatest(listings.extra_mileage_cost, 0) / 12, 2)) end,
      listings.body_type, listings.fuel_type
    from listings
    cross join lateral (select (select min(m) from unnest(listings.mileage_limits) m where m > 0) as lowest, (select max(t) from unnest(listings.lease_terms) t where t > 0) as longest, (select max(y) from unnest(listings.mileage_limits) y) as most) b
    cross join lateral (select 0 as term union select x from unnest(listings.lease_terms) x where x = any('{12,24,36,48,60}'::int[])) t
    cross join lateral (
      select 0 as mileage, null::int as chosen
      union all
      select o, (select min(y) from unnest(listings.mileage_limits) y where y >= o) from unnest('{10000,12000,15000,18000,20000}'::int[]) o where o <= b.most
    ) k
    where listings.id in (select unnest(changed)) and b.longest is not null;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER "listing_prices_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_prices_of_inserted"();--> statement-breakpoint
CREATE TRIGGER "listing_prices_update" AFTER UPDATE ON "listings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_prices_of_updated"();--> statement-breakpoint
insert into listing_prices (listing_id, term, mileage, effective_monthly, due_at_signing, body_type, fuel_type)
    select listings.id, t.term, k.mileage,
      case when k.mileage = 0 then round(round(greatest(listings.down_payment, 0) + listings.monthly_payment * coalesce(nullif(t.term, 0), b.longest), 2) / coalesce(nullif(t.term, 0), b.longest), 2) else round(round(greatest(listings.down_payment, 0) + round(listings.monthly_payment + coalesce(coalesce(k.chosen, b.lowest) - b.lowest, 0) * greatest(listings.extra_mileage_cost, 0) / 12, 2) * coalesce(nullif(t.term, 0), b.longest), 2) / coalesce(nullif(t.term, 0), b.longest), 2) end,
      case when k.mileage = 0 then (greatest(listings.down_payment, 0) + listings.monthly_payment) else (greatest(listings.down_payment, 0) + round(listings.monthly_payment + coalesce(coalesce(k.chosen, b.lowest) - b.lowest, 0) * greatest(listings.extra_mileage_cost, 0) / 12, 2)) end,
      listings.body_type, listings.fuel_type
    from listings
    cross join lateral (select (select min(m) from unnest(listings.mileage_limits) m where m > 0) as lowest, (select max(t) from unnest(listings.lease_terms) t where t > 0) as longest, (select max(y) from unnest(listings.mileage_limits) y) as most) b
    cross join lateral (select 0 as term union select x from unnest(listings.lease_terms) x where x = any('{12,24,36,48,60}'::int[])) t
    cross join lateral (
      select 0 as mileage, null::int as chosen
      union all
      select o, (select min(y) from unnest(listings.mileage_limits) y where y >= o) from unnest('{10000,12000,15000,18000,20000}'::int[]) o where o <= b.most
    ) k
    where listings.id in (select id from listings) and b.longest is not null;
