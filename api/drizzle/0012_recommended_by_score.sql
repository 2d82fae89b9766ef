-- The deal score method changed (deal_peer_median is now the peers' median effective monthly, not a share of MSRP): forget the old scores, so the start-up rescoring (listings/upkeep.ts) computes them again.
UPDATE "listings" SET "deal_score" = NULL, "deal_score_peers" = NULL, "deal_peer_median" = NULL, "deal_peer_band" = NULL;--> statement-breakpoint
DROP INDEX "listings_active_make_rec_idx";--> statement-breakpoint
DROP INDEX "listings_active_body_rec_idx";--> statement-breakpoint
DROP INDEX "listings_active_rec_idx";--> statement-breakpoint
CREATE INDEX "listings_active_make_rec_idx" ON "listings" USING btree ("make","deal_score" NULLS FIRST,"is_limited_offer","date_added","dealer_id","monthly_payment","model") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_body_rec_idx" ON "listings" USING btree ("body_type","deal_score" NULLS FIRST,"is_limited_offer","date_added","dealer_id","monthly_payment") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_rec_idx" ON "listings" USING btree ("deal_score" NULLS FIRST,"is_limited_offer","date_added","dealer_id","monthly_payment") WHERE status = 'active';