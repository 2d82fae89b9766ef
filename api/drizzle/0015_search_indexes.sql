DROP INDEX "listings_active_make_price_idx";--> statement-breakpoint
DROP INDEX "listings_active_make_rec_idx";--> statement-breakpoint
DROP INDEX "listings_active_body_price_idx";--> statement-breakpoint
DROP INDEX "listings_active_body_rec_idx";--> statement-breakpoint
DROP INDEX "listings_active_price_idx";--> statement-breakpoint
DROP INDEX "listings_active_rec_idx";--> statement-breakpoint
DROP INDEX "listings_active_date_idx";--> statement-breakpoint
DROP INDEX "listings_active_score_idx";--> statement-breakpoint
DROP INDEX "listings_active_geo_idx";--> statement-breakpoint
DROP INDEX "listings_active_fuel_idx";--> statement-breakpoint
DROP INDEX "listings_active_year_idx";--> statement-breakpoint
CREATE INDEX "listings_active_make_price_idx" ON "listings" USING btree ("make","monthly_payment","id","public_until","model") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_make_rec_idx" ON "listings" USING btree ("make","deal_score" NULLS FIRST,"is_limited_offer","date_added","id","public_until","monthly_payment","model") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_body_price_idx" ON "listings" USING btree ("body_type","monthly_payment","id","public_until") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_body_rec_idx" ON "listings" USING btree ("body_type","deal_score" NULLS FIRST,"is_limited_offer","date_added","id","public_until","monthly_payment") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_price_idx" ON "listings" USING btree ("monthly_payment","id","public_until") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_rec_idx" ON "listings" USING btree ("deal_score" NULLS FIRST,"is_limited_offer","date_added","id","public_until","monthly_payment") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_date_idx" ON "listings" USING btree ("date_added","id","public_until") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_score_idx" ON "listings" USING btree ("deal_score" DESC NULLS LAST,"date_added" DESC NULLS LAST,"id" DESC NULLS LAST,"public_until") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_geo_idx" ON "listings" USING btree ("latitude","longitude","public_until") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_fuel_idx" ON "listings" USING btree ("fuel_type","year","monthly_payment","public_until") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_year_idx" ON "listings" USING btree ("year","make","public_until") WHERE status = 'active';