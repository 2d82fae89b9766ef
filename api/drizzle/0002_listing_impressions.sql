CREATE TABLE "listing_impressions" (
	"listing_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "listing_impressions_pkey" PRIMARY KEY("listing_id","day")
);
--> statement-breakpoint
ALTER TABLE "listing_impressions" ADD CONSTRAINT "listing_impressions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;