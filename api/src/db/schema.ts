// One schema for PGlite and PostgreSQL. Money is stored in whole cents (integer) except
// the listing's display prices, kept as numeric dollars the way dealers enter them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    profileImage: text('profile_image'),
    role: text('role', { enum: ['admin', 'dealer', 'user'] }).notNull(),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    permissions: jsonb('permissions').$type<Record<string, boolean>>(),
    /** Bumped when every session must end (password change or reset, suspension); tokens carry it as `ver`. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Single-use tokens for email verification, password reset and lead verification; only a hash is kept. */
export const tokens = pgTable(
  'tokens',
  {
    id: id(),
    kind: text('kind', { enum: ['verify_email', 'reset_password', 'verify_lead'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tokens_hash_key').on(t.tokenHash)],
);

export const dealers = pgTable(
  'dealers',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dealershipName: text('dealership_name').notNull(),
    phoneNumber: text('phone_number'),
    website: text('website'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    termsAgreement: boolean('terms_agreement').notNull().default(false),
    /** pending (awaiting admin approval), approved, suspended */
    status: text('status', { enum: ['pending', 'approved', 'suspended'] })
      .notNull()
      .default('pending'),
    campaign: jsonb('campaign').$type<Record<string, string>>(),
    stripeCustomerId: text('stripe_customer_id'),
    stripePaymentMethodId: text('stripe_payment_method_id'),
    /** The saved card as the gateway describes it (brand and last four digits), for the billing page. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    hasValidPaymentMethod: boolean('has_valid_payment_method').notNull().default(false),
    trialStartDate: timestamp('trial_start_date', { withTimezone: true }),
    trialEndDate: timestamp('trial_end_date', { withTimezone: true }),
    trialPeriodDays: integer('trial_period_days').notNull().default(30),
    trialCancelledByUser: boolean('trial_cancelled_by_user').notNull().default(false),
    leadsSuspendedAt: timestamp('leads_suspended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('dealers_user_key').on(t.userId)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    /** free (trial) or pro */
    plan: text('plan', { enum: ['free', 'pro'] })
      .notNull()
      .default('free'),
    /** trialing, active, past_due, canceled, expired */
    status: text('status', { enum: ['trialing', 'active', 'past_due', 'canceled', 'expired'] })
      .notNull()
      .default('trialing'),
    monthlyFeeCents: integer('monthly_fee_cents').notNull().default(20000),
    cplRateCents: integer('cpl_rate_cents').notNull().default(7500),
    willAutoRenew: boolean('will_auto_renew').notNull().default(true),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    lastPaymentDate: timestamp('last_payment_date', { withTimezone: true }),
    nextPaymentDate: timestamp('next_payment_date', { withTimezone: true }),
    planExpiresAt: timestamp('plan_expires_at', { withTimezone: true }),
    graceEndDate: timestamp('grace_end_date', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('subscriptions_dealer_key').on(t.dealerId)],
);

/**
 * Every money movement of a dealer: the monthly fee (one row per billing period, idempotency key
 * `sub:<subscription>:<period start>`), a lead charge (one row per lead, ever: `lead:<lead>`) and
 * a refund of a disputed lead charge (`refund:<dispute>`). The unique keys make a charge happen
 * once, whichever API instance or clock run gets there first; the row is written (pending)
 * before the gateway is called with the same key and updated with the outcome.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    /** subscription (monthly fee), lead (per-lead charge), refund (money back for an accepted dispute) */
    type: text('type', { enum: ['lead', 'subscription', 'refund'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['succeeded', 'pending', 'failed'] }).notNull(),
    leadId: uuid('lead_id'),
    idempotencyKey: text('idempotency_key'),
    description: text('description').notNull().default(''),
    /** The monthly fee's period (subscription rows). */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** The gateway's id of the charge or refund (pi_..., re_...). */
    gatewayRef: text('gateway_ref'),
    failureMessage: text('failure_message'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** A refund row: the payment it gives money back for. */
    refundOf: uuid('refund_of'),
    /** Attempts at a failed charge (retried with a new card or by the clock in the grace period). */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_dealer_idx').on(t.dealerId, t.createdAt),
    uniqueIndex('payments_idem_key').on(t.idempotencyKey),
    uniqueIndex('payments_lead_charge_key')
      .on(t.leadId)
      .where(sql`type = 'lead'`),
  ],
);

/**
 * What billing decided for each verified lead, once: charged (a lead payment exists), trial
 * (free during the trial), duplicate (same person, dealer and model within 30 days), no_plan
 * (arrived while the plan did not charge, e.g. just stopped). The primary key makes the decision
 * once per lead.
 */
export const leadCharges = pgTable(
  'lead_charges',
  {
    leadId: uuid('lead_id').primaryKey(),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: ['charged', 'trial', 'duplicate', 'no_plan'] }).notNull(),
    paymentId: uuid('payment_id'),
    /** The person and car the duplicate rule compares: normalised email and make+model. */
    emailKey: text('email_key').notNull(),
    modelKey: text('model_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_charges_dup_idx').on(t.dealerId, t.emailKey, t.modelKey, t.createdAt)],
);

/** A dealer's dispute of one lead charge; an accepted one refunds it (once: unique payment and refund key). */
export const leadDisputes = pgTable(
  'lead_disputes',
  {
    id: id(),
    paymentId: uuid('payment_id').notNull(),
    leadId: uuid('lead_id'),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    /** unreachable, duplicate, not_genuine, other */
    reason: text('reason', { enum: ['unreachable', 'duplicate', 'not_genuine', 'other'] }).notNull(),
    details: text('details'),
    /** open, accepted, refused */
    status: text('status', { enum: ['open', 'accepted', 'refused'] })
      .notNull()
      .default('open'),
    resolutionNote: text('resolution_note'),
    autoResolved: boolean('auto_resolved').notNull().default(false),
    resolvedBy: uuid('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    refundPaymentId: uuid('refund_payment_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lead_disputes_payment_key').on(t.paymentId),
    index('lead_disputes_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Billing mails sent, one row per (dealer, kind, key) so a reminder goes out once however
 * many clock runs or instances see it: kind trial_7, trial_3, trial_ended, grace_start,
 * grace_7, grace_1, paused, receipt...; key the date or payment it is about.
 */
export const billingNotices = pgTable(
  'billing_notices',
  {
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.kind, t.key] })],
);

/** Payment provider events applied (Stripe webhooks): the event id makes each apply once. */
export const gatewayEvents = pgTable('gateway_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox gateway's own records (the default, offline payment provider): setup intents
 * (with the client secret's hash), saved test cards, charges and refunds (by idempotency key).
 */
export const sandboxObjects = pgTable('sandbox_objects', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['customer', 'setup_intent', 'payment_method', 'charge', 'refund'] }).notNull(),
  customerId: text('customer_id'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

export const listings = pgTable(
  'listings',
  {
    id: id(),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    make: text('make').notNull(),
    model: text('model').notNull(),
    bodyType: text('body_type').notNull(),
    year: integer('year').notNull(),
    msrp: numeric('msrp', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    monthlyPayment: numeric('monthly_payment', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    downPayment: numeric('down_payment', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    leaseTerms: integer('lease_terms')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    mileageLimits: integer('mileage_limits')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    carType: text('car_type').notNull(),
    extraMileageCost: numeric('extra_mileage_cost', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    fuelType: text('fuel_type').notNull(),
    transmission: text('transmission').notNull(),
    interiorColor: text('interior_color').notNull(),
    exteriorColor: text('exterior_color').notNull(),
    numberOfSeats: text('number_of_seats').notNull(),
    safetyFeatures: text('safety_features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    comfortFeatures: text('comfort_features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    entertainmentFeatures: text('entertainment_features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    specialFeatures: text('special_features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** main image storage key */
    imageUrl: text('image_url'),
    galleryImages: text('gallery_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    zipCode: text('zip_code'),
    isLimitedOffer: boolean('is_limited_offer').notNull().default(false),
    available: boolean('available').notNull().default(true),
    /** pending (awaiting approval), active, rejected, paused */
    status: text('status', { enum: ['pending', 'active', 'rejected', 'paused'] })
      .notNull()
      .default('pending'),
    views: integer('views').notNull().default(0),
    /** The admin's reason while the listing is rejected (null otherwise): shown to its dealer and admins only. */
    rejectionReason: text('rejection_reason'),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    // Computed on write (listings/derived.ts) from the fields above: the cost of the default lease
    // choice (shared-contracts lease-cost.ts) and the ZIP code's centroid (null when unknown).
    dueAtSigning: numeric('due_at_signing', { precision: 12, scale: 2, mode: 'number' }),
    effectiveMonthly: numeric('effective_monthly', { precision: 10, scale: 2, mode: 'number' }),
    totalCost: numeric('total_cost', { precision: 12, scale: 2, mode: 'number' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // The deal score against the public peers (listings/deal-score.ts) and its peer group: the
    // group's median effective monthly (dollars), how many others, band (true) or whole body
    // type (false). All null while the listing is not public (or has no lease term).
    dealScore: integer('deal_score'),
    dealScorePeers: integer('deal_score_peers'),
    dealPeerMedian: doublePrecision('deal_peer_median'),
    dealPeerBand: boolean('deal_peer_band'),
    // Until when the public sees it (null: not active, or its dealer may not receive leads), set by
    // a trigger on every insert and status or dealer change and by its dealer's and subscription's
    // triggers (migrations 0013, 0014), in the transaction of the change; listing_prices copies it.
    publicUntil: timestamp('public_until', { withTimezone: true }),
    /** The dealer's own reference of the car (the spreadsheet import matches rows by it): unique per dealer where set. */
    stockNumber: text('stock_number'),
    /** The picture addresses an import gave (its `pictures` cell), in the order stored: an unchanged cell is not fetched again. */
    pictureSources: jsonb('picture_sources').$type<string[]>(),
  },
  (t) => [
    index('listings_dealer_idx').on(t.dealerId, t.status),
    uniqueIndex('listings_dealer_stock_number_idx')
      .on(t.dealerId, t.stockNumber)
      .where(sql`stock_number is not null`),
    // The public search (api/src/listings): partial indexes over active listings, one per
    // filter x sort the search page sends, in the sort's whole order (ties end on the id), each
    // ending with public_until and the columns the rest of the query reads (price for the budget),
    // so a page walks one index and stops, and its count reads the index alone. No index on
    // views: view counts stay HOT updates.
    // "rec" is the recommended sort (best deal score first, then limited offers, then newest), read backwards.
    index('listings_active_make_price_idx')
      .on(t.make, t.monthlyPayment, t.id, t.publicUntil, t.model)
      .where(sql`status = 'active'`),
    index('listings_active_make_rec_idx')
      .on(
        t.make,
        t.dealScore.asc().nullsFirst(),
        t.isLimitedOffer,
        t.dateAdded,
        t.id,
        t.publicUntil,
        t.monthlyPayment,
        t.model,
      )
      .where(sql`status = 'active'`),
    index('listings_active_body_price_idx')
      .on(t.bodyType, t.monthlyPayment, t.id, t.publicUntil)
      .where(sql`status = 'active'`),
    index('listings_active_body_rec_idx')
      .on(
        t.bodyType,
        t.dealScore.asc().nullsFirst(),
        t.isLimitedOffer,
        t.dateAdded,
        t.id,
        t.publicUntil,
        t.monthlyPayment,
      )
      .where(sql`status = 'active'`),
    index('listings_active_price_idx')
      .on(t.monthlyPayment, t.id, t.publicUntil)
      .where(sql`status = 'active'`),
    index('listings_active_rec_idx')
      .on(t.dealScore.asc().nullsFirst(), t.isLimitedOffer, t.dateAdded, t.id, t.publicUntil, t.monthlyPayment)
      .where(sql`status = 'active'`),
    index('listings_active_date_idx')
      .on(t.dateAdded, t.id, t.publicUntil)
      .where(sql`status = 'active'`),
    // The lease search's deal score and effective-monthly sorts (on a named term or mileage the
    // latter walks listing_prices' indexes) and the distance box.
    index('listings_active_score_idx')
      .on(t.dealScore.desc().nullsLast(), t.dateAdded.desc(), t.id.desc(), t.publicUntil)
      .where(sql`status = 'active'`),
    index('listings_active_effective_idx')
      .on(t.effectiveMonthly, t.id, t.publicUntil)
      .where(sql`status = 'active' and effective_monthly is not null`),
    // A fuel (the lease filters' most used) with the deal score or effective-monthly sort.
    index('listings_active_fuel_score_idx')
      .on(t.fuelType, t.dealScore.desc().nullsLast(), t.dateAdded.desc(), t.id.desc(), t.publicUntil)
      .where(sql`status = 'active'`),
    index('listings_active_fuel_effective_idx')
      .on(t.fuelType, t.effectiveMonthly, t.id, t.publicUntil, t.year, t.monthlyPayment)
      .where(sql`status = 'active' and effective_monthly is not null`),
    index('listings_active_geo_idx')
      .on(t.latitude, t.longitude, t.publicUntil)
      .where(sql`status = 'active'`),
    // For counting the matches of a fuel or year filter (index only) and reading few matches to sort them.
    index('listings_active_fuel_idx')
      .on(t.fuelType, t.year, t.monthlyPayment, t.publicUntil)
      .where(sql`status = 'active'`),
    index('listings_active_year_idx')
      .on(t.year, t.make, t.publicUntil)
      .where(sql`status = 'active'`),
    // Counting the matches of a due-at-signing limit (index only): without it the capped count reads the table.
    index('listings_active_due_idx')
      .on(t.dueAtSigning, t.publicUntil)
      .where(sql`status = 'active'`),
    // A make and a model by price (the make's price index would read every other model of the make).
    index('listings_active_model_price_idx')
      .on(t.make, t.model, t.monthlyPayment, t.id, t.publicUntil)
      .where(sql`status = 'active'`),
  ],
);

/**
 * The public search's read model: a listing's cost on each choice a search can name
 * (listings/lease-cost-sql.ts leasePricesInsertSql): term 0 = none searched, mileage 0 = none
 * searched, and until when the public may see it (`public_until`: null while the listing is
 * not active or its dealer may not receive leads; the end of the trial or of the paid period,
 * or infinity). Written by triggers in the transaction of the change that causes it (migration
 * 0013): on listings (listing_prices_write), on dealers and on subscriptions (the dealer's rows
 * again, listing_prices_refresh_dealer); a change to who is public bumps the listings cache
 * version there. Never written by the application. The indexes are the effective-monthly sort
 * on a searched term or mileage, and hold the public test so a count reads them alone.
 */
export const listingPrices = pgTable(
  'listing_prices',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    term: integer('term').notNull(),
    mileage: integer('mileage').notNull(),
    effectiveMonthly: numeric('effective_monthly', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    dueAtSigning: numeric('due_at_signing', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    // Copies of the listing's, for the filters shoppers combine with this sort most (a body type,
    // a fuel): cheap first within them is one index range even where they are dear.
    bodyType: text('body_type').notNull(),
    fuelType: text('fuel_type').notNull(),
    /** Public while now < public_until (billing's rule, dealer_public_until in SQL); null: not public. */
    publicUntil: timestamp('public_until', { withTimezone: true }),
    dealerId: uuid('dealer_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.term, t.mileage] }),
    index('listing_prices_search_idx').on(
      t.term,
      t.mileage,
      t.effectiveMonthly,
      t.listingId,
      t.dueAtSigning,
      t.publicUntil,
    ),
    index('listing_prices_body_idx').on(
      t.term,
      t.mileage,
      t.bodyType,
      t.effectiveMonthly,
      t.listingId,
      t.dueAtSigning,
      t.publicUntil,
    ),
    index('listing_prices_fuel_idx').on(
      t.term,
      t.mileage,
      t.fuelType,
      t.effectiveMonthly,
      t.listingId,
      t.dueAtSigning,
      t.publicUntil,
    ),
    index('listing_prices_dealer_idx').on(t.dealerId),
  ],
);

export const leads = pgTable(
  'leads',
  {
    id: id(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    dealerId: uuid('dealer_id').references(() => dealers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    /** The address as counted for limits and duplicates (shared-contracts normaliseEmail: no +tag, Gmail dots). */
    emailKey: text('email_key').notNull(),
    phone: text('phone').notNull().default(''),
    question: text('question').notNull().default(''),
    /** The lease the shopper picked on the deal page (one the listing offered then); null when none was named. */
    termMonths: integer('term_months'),
    annualMileage: integer('annual_mileage'),
    /** new, contacted, closed */
    status: text('status').notNull().default('new'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leads_dealer_idx').on(t.dealerId, t.createdAt),
    index('leads_email_listing_idx').on(t.emailKey, t.listingId, t.createdAt),
  ],
);

export const enquiries = pgTable(
  'enquiries',
  {
    id: id(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    dealerId: uuid('dealer_id').references(() => dealers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    message: text('message').notNull().default(''),
    status: text('status').notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [index('enquiries_dealer_idx').on(t.dealerId, t.createdAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Mail written here when no SMTP server is configured, so links work offline. */
/**
 * Every mail, written in the same transaction as the change that causes it (a transactional
 * outbox). With SMTP configured the sender (src/mail) delivers it: `pending` -> `sending` (claimed,
 * `attempts` counted, `next_attempt_at` moved to the end of the claim's lease: a sender that
 * crashed loses its claim then) -> `sent` (`sent_at`), or back to `pending` at `next_attempt_at`
 * after a failure, or `failed` (`last_error`) after the last attempt. Without SMTP the rows stay
 * `pending`: the outbox is the end of the line (the dev outbox reads it).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('pending', 'sending')`),
  ],
);

/** Version numbers of cached read models (e.g. 'listings'); bumped on writes so every API instance drops stale cache entries. */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * One row per visitor, listing and day a listing's page was opened: a view counts once per
 * visitor per day. `visitor` is a salted hash (of the user id, or of the address and user agent),
 * never a raw address. Per-listing per-day views: count(*) group by listing_id, day.
 */
export const listingViews = pgTable(
  'listing_views',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ name: 'listing_views_pkey', columns: [t.listingId, t.day, t.visitor] })],
);

/**
 * How many times a listing was shown on a page of the public search, per UTC day. Counted in
 * memory per API instance and added every few seconds in one upsert (listings/impressions.ts).
 */
export const listingImpressions = pgTable(
  'listing_impressions',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ name: 'listing_impressions_pkey', columns: [t.listingId, t.day] })],
);

/** Fixed-window counters for rate limits that must hold across API instances. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * The audit trail of moderation actions (dealer create/edit/approve/suspend/delete, listing
 * approve/reject/delete by an admin, lead edit/delete), written in the same transaction as
 * the change. `before` and `after` hold only the fields that changed. No foreign keys: the
 * record outlives the account that acted and the entity it is about (a deleted dealer's
 * history stays readable); the actor's email and role are kept as they were at the time.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    actorUserId: uuid('actor_user_id').notNull(),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role', { enum: ['admin', 'dealer', 'user'] }).notNull(),
    action: text('action', {
      enum: ['create', 'update', 'approve', 'suspend', 'reject', 'delete', 'subscription.stop'],
    }).notNull(),
    entityType: text('entity_type', { enum: ['dealer', 'listing', 'lead', 'dispute'] }).notNull(),
    entityId: uuid('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_events_created_idx').on(t.createdAt),
  ],
);

/**
 * Favourites (keep area): a consumer's kept deals. `toldMonthly` is the monthly payment the
 * consumer was last told (when saved, or in the last price-drop mail): the daily job mails a
 * drop below it once and moves it down.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    toldMonthly: numeric('told_monthly', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index('favourites_user_created_idx').on(t.userId, t.createdAt),
    index('favourites_listing_idx').on(t.listingId),
  ],
);

/** A consumer's saved /listings searches: the normalised query, its name, whether it is mailed, and the job's watermark. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    mailOn: boolean('mail_on').notNull().default(true),
    /** The daily job's last look for new matches (null: not yet; the first mail tells the newest matches). */
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_searches_user_query_idx').on(t.userId, t.query),
    index('saved_searches_mail_idx')
      .on(t.userId)
      .where(sql`mail_on`),
  ],
);

/** The listings a saved search's mails have told (each is told once). */
export const savedSearchListings = pgTable(
  'saved_search_listings',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    toldAt: timestamp('told_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.listingId] })],
);

/**
 * The daily job's claim: one row per consumer and UTC day, inserted first in the transaction
 * that records what was told and queues the mail (a second run or instance finds it and skips).
 */
export const keepMailDays = pgTable(
  'keep_mail_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
    mailed: boolean('mailed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** A consumer's choice about price-drop mails on favourites (no row: on). */
export const keepMailSettings = pgTable('keep_mail_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  priceDrops: boolean('price_drops').notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * A dealer's inventory feed (issue 31): the address the dealer saved, whether an admin enabled it
 * (the spec's isScrapingEnabled), its last run (lastScrapedAt), the listings its last good run
 * held (totalScrapedListings), and when the dealer was mailed about it failing (null: not since
 * it last succeeded, so a failing feed mails once).
 */
export const dealerFeeds = pgTable('dealer_feeds', {
  dealerId: uuid('dealer_id')
    .primaryKey()
    .references(() => dealers.id, { onDelete: 'cascade' }),
  url: text('url'),
  enabled: boolean('enabled').notNull().default(false),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  totalListings: integer('total_listings').notNull().default(0),
  failureMailedAt: timestamp('failure_mailed_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** A picture of an import that could not be fetched or read. */
export interface ImportPictureError {
  row: number;
  stockNumber: string;
  message: string;
}

/** One listing's new pictures for the picture job: the addresses, main first, as the import gave them. */
export interface ImportPictureTask {
  listingId: string;
  row: number;
  stockNumber: string;
  urls: string[];
}

/** The history of a dealer's imports: each applied upload and each feed run (good or failed) with its counts. */
export const listingImports = pgTable(
  'listing_imports',
  {
    id: id(),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['import', 'feed'] }).notNull(),
    mode: text('mode', { enum: ['partial', 'full'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Null while the run's pictures are being fetched (the picture job sets it). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    paused: integer('paused').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    /** Why the run changed nothing (null: applied). */
    error: text('error'),
    /** The pictures the run asked for, and those the picture job has fetched (or failed) so far. */
    picturesTotal: integer('pictures_total').notNull().default(0),
    picturesDone: integer('pictures_done').notNull().default(0),
    /** The pictures that could not be fetched or read: the row and "Picture 2: The server answered 404". */
    pictureErrors: jsonb('picture_errors').$type<ImportPictureError[]>().notNull().default([]),
    /** The listings whose pictures the picture job has still to fetch (each removed once done). */
    pictureTasks: jsonb('picture_tasks').$type<ImportPictureTask[]>().notNull().default([]),
  },
  (t) => [index('listing_imports_dealer_idx').on(t.dealerId, t.startedAt)],
);
