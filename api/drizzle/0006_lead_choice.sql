ALTER TABLE "leads" ADD COLUMN "term_months" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "annual_mileage" integer;