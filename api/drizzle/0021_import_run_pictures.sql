-- Import pictures by address fetched by a background job (issue 31): a run is unfinished (finished_at null) while its pictures are fetched; its picture count, progress, failures and remaining work.
ALTER TABLE "listing_imports" ALTER COLUMN "finished_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_imports" ADD COLUMN "pictures_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_imports" ADD COLUMN "pictures_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_imports" ADD COLUMN "picture_errors" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_imports" ADD COLUMN "picture_tasks" jsonb DEFAULT '[]'::jsonb NOT NULL;