-- The admin's reason while a listing is rejected (issue 29), shown to its dealer and admins; cleared when the
-- listing is approved or sent for review again.
ALTER TABLE "listings" ADD COLUMN "rejection_reason" text;