CREATE TABLE "cache_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"dealership_name" text NOT NULL,
	"phone_number" text,
	"website" text,
	"address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"terms_agreement" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"campaign" jsonb,
	"stripe_customer_id" text,
	"stripe_payment_method_id" text,
	"has_valid_payment_method" boolean DEFAULT false NOT NULL,
	"trial_start_date" timestamp with time zone,
	"trial_end_date" timestamp with time zone,
	"trial_period_days" integer DEFAULT 30 NOT NULL,
	"trial_cancelled_by_user" boolean DEFAULT false NOT NULL,
	"leads_suspended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid,
	"dealer_id" uuid,
	"user_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid,
	"dealer_id" uuid,
	"user_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"question" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_views" (
	"listing_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "listing_views_pkey" PRIMARY KEY("listing_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" uuid NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"body_type" text NOT NULL,
	"year" integer NOT NULL,
	"msrp" numeric(12, 2) NOT NULL,
	"monthly_payment" numeric(10, 2) NOT NULL,
	"down_payment" numeric(12, 2) NOT NULL,
	"lease_terms" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"mileage_limits" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"car_type" text NOT NULL,
	"extra_mileage_cost" numeric(6, 2) NOT NULL,
	"fuel_type" text NOT NULL,
	"transmission" text NOT NULL,
	"interior_color" text NOT NULL,
	"exterior_color" text NOT NULL,
	"number_of_seats" text NOT NULL,
	"safety_features" text[] DEFAULT '{}'::text[] NOT NULL,
	"comfort_features" text[] DEFAULT '{}'::text[] NOT NULL,
	"entertainment_features" text[] DEFAULT '{}'::text[] NOT NULL,
	"special_features" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_url" text,
	"gallery_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"zip_code" text,
	"is_limited_offer" boolean DEFAULT false NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"lead_id" uuid,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" uuid NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"status" text DEFAULT 'trialing' NOT NULL,
	"monthly_fee_cents" integer DEFAULT 20000 NOT NULL,
	"cpl_rate_cents" integer DEFAULT 7500 NOT NULL,
	"will_auto_renew" boolean DEFAULT true NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"last_payment_date" timestamp with time zone,
	"next_payment_date" timestamp with time zone,
	"plan_expires_at" timestamp with time zone,
	"grace_end_date" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid,
	"lead_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"profile_image" text,
	"role" text NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"permissions" jsonb,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_views" ADD CONSTRAINT "listing_views_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_user_key" ON "dealers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "enquiries_dealer_idx" ON "enquiries" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_dealer_idx" ON "leads" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_email_listing_idx" ON "leads" USING btree ("email_key","listing_id","created_at");--> statement-breakpoint
CREATE INDEX "listings_dealer_idx" ON "listings" USING btree ("dealer_id","status");--> statement-breakpoint
CREATE INDEX "listings_active_make_price_idx" ON "listings" USING btree ("make","monthly_payment","dealer_id","model") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_make_rec_idx" ON "listings" USING btree ("make","is_limited_offer","date_added","dealer_id","monthly_payment","model") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_body_price_idx" ON "listings" USING btree ("body_type","monthly_payment","dealer_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_body_rec_idx" ON "listings" USING btree ("body_type","is_limited_offer","date_added","dealer_id","monthly_payment") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_price_idx" ON "listings" USING btree ("monthly_payment","dealer_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_rec_idx" ON "listings" USING btree ("is_limited_offer","date_added","dealer_id","monthly_payment") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_date_idx" ON "listings" USING btree ("date_added","dealer_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_dealer_idx" ON "payments" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idem_key" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_dealer_key" ON "subscriptions" USING btree ("dealer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tokens_hash_key" ON "tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");