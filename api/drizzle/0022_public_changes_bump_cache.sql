-- A change the public cannot see keeps the public listings' cache (issue 27). The rule, here only: a listing row is
-- public-facing while its public_until is set (an active listing of a dealer whose plan shows it, until then; a past
-- end is counted too, as the app's clock may differ from the database's). The listings triggers bump the cache
-- version only when a row they insert, delete or change (other than its view count) is or was public-facing, so a
-- new listing pending review, an edit of a paused one or a pending listing's pictures keep every cached search;
-- a dealership's card change bumps it only when the dealer has a public-facing listing (listings_dealer_changed).
DROP TRIGGER "listings_changed_by_insert_or_delete" ON "listings";--> statement-breakpoint
DROP FUNCTION "listings_changed"();--> statement-breakpoint
CREATE FUNCTION "listings_changed_rows"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE changed boolean;
BEGIN
  EXECUTE $q$SELECT EXISTS (SELECT 1 FROM changed_rows WHERE public_until IS NOT NULL)$q$ INTO changed;
  IF changed THEN PERFORM listings_cache_bump(); END IF;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER "listings_changed_by_insert" AFTER INSERT ON "listings"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "listings_changed_rows"();--> statement-breakpoint
CREATE TRIGGER "listings_changed_by_delete" AFTER DELETE ON "listings"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "listings_changed_rows"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listings_changed_by_update"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE changed boolean;
BEGIN
  -- A view count alone is not a change the search's cache must drop (the "popular" order follows
  -- views within the cache's lifetime), nor is any change of a row the public never saw.
  EXECUTE $q$SELECT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.public_until IS NOT NULL OR o.public_until IS NOT NULL)
      AND (to_jsonb(n) - 'views') IS DISTINCT FROM (to_jsonb(o) - 'views'))$q$ INTO changed;
  IF changed THEN PERFORM listings_cache_bump(); END IF;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE FUNCTION "listings_dealer_changed"(dealer uuid) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF EXISTS (SELECT 1 FROM listings WHERE dealer_id = dealer AND public_until IS NOT NULL) THEN
    PERFORM listings_cache_bump();
  END IF;
END
$fn$;
