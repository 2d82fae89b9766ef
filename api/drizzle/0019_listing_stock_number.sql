-- The dealer's own stock number on a listing (issue 31: the spreadsheet import matches rows by it), unique per dealer where set.
ALTER TABLE "listings" ADD COLUMN "stock_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_dealer_stock_number_idx" ON "listings" USING btree ("dealer_id","stock_number") WHERE stock_number is not null;
