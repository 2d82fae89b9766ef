ALTER TABLE "listings" ADD COLUMN "due_at_signing" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "effective_monthly" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "total_cost" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "deal_score" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "deal_score_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "deal_score_peers" integer;--> statement-breakpoint
CREATE INDEX "listings_active_effective_idx" ON "listings" USING btree ("effective_monthly","id","dealer_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_score_idx" ON "listings" USING btree ("deal_score" DESC NULLS LAST,"date_added" DESC NULLS LAST,"id" DESC NULLS LAST,"dealer_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_geo_idx" ON "listings" USING btree ("latitude","longitude","dealer_id") WHERE status = 'active';