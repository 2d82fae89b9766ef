-- Two more partial indexes for the public search (issue 28, measured at 1,000,000 listings): a due-at-signing limit's
-- capped count read the table (36 ms) and now reads an index alone (0.4 ms); a make and model by price walked every
-- other model of the make (15 ms) and now walks that model's prices (0.7 ms).
CREATE INDEX "listings_active_due_idx" ON "listings" USING btree ("due_at_signing","public_until") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_model_price_idx" ON "listings" USING btree ("make","model","monthly_payment","id","public_until") WHERE status = 'active';