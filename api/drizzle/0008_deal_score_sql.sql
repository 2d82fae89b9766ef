ALTER TABLE "listings" ADD COLUMN "deal_peer_median" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "deal_peer_band" boolean;--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "deal_score_reasons";
