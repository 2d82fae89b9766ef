CREATE TABLE "listing_removals" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_removals_removed_idx" ON "listing_removals" USING btree ("removed_at");--> statement-breakpoint
CREATE INDEX "listings_search_changed_idx" ON "listings" USING btree ("search_changed_at");--> statement-breakpoint
CREATE FUNCTION "listings_mark_changed"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  -- A view count alone is not a change the search index reads at once (the popular sort takes
  -- it at the index's next full reload), so counting a view stays a HOT update.
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'views') = (to_jsonb(OLD) - 'views') THEN
    RETURN NEW;
  END IF;
  NEW.search_changed_at := clock_timestamp();
  RETURN NEW;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER "listings_mark_changed" BEFORE INSERT OR UPDATE ON "listings"
  FOR EACH ROW EXECUTE FUNCTION "listings_mark_changed"();--> statement-breakpoint
CREATE FUNCTION "listings_record_removed"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO listing_removals (listing_id, removed_at)
    SELECT id, clock_timestamp() FROM removed
    ON CONFLICT (listing_id) DO UPDATE SET removed_at = excluded.removed_at;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER "listings_record_removed" AFTER DELETE ON "listings"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "listings_record_removed"();
