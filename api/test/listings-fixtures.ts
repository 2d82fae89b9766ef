// Rows for the listings, leads and enquiries tests, written straight to the database.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { dealers, listings, subscriptions, users } from '../src/db/schema';
import { withDerivedColumns } from '../src/listings/derived';

let seq = 0;
const DAY = 86_400_000;

export async function makeUser(
  app: FastifyInstance,
  opts: { role?: 'admin' | 'dealer' | 'user'; verified?: boolean; email?: string; phone?: string } = {},
) {
  const role = opts.role ?? 'user';
  const [u] = await app.db
    .insert(users)
    .values({
      email: opts.email ?? `${role}${++seq}-${randomUUID().slice(0, 6)}@example.com`,
      passwordHash: 'x',
      firstName: `First${seq}`,
      lastName: `Last${seq}`,
      role,
      isEmailVerified: opts.verified ?? true,
      phone: opts.phone ?? null,
    })
    .returning();
  return { id: u.id, email: u.email, token: await app.tokens.sign({ sub: u.id }) };
}

export type DealerKind =
  | 'trial'
  | 'pro'
  | 'pro-canceled-paid'
  | 'pending'
  | 'suspended'
  | 'trial-expired'
  | 'trial-cancelled'
  | 'pro-canceled-expired'
  | 'past-due';

/** A dealer account in a given billing situation, relative to `now`. */
export async function makeDealer(app: FastifyInstance, kind: DealerKind, now: Date, name = `Dealer ${kind} ${++seq}`) {
  const user = await makeUser(app, { role: 'dealer' });
  const status = kind === 'pending' ? 'pending' : kind === 'suspended' ? 'suspended' : 'approved';
  const trialEnd = kind === 'trial-expired' ? new Date(now.getTime() - DAY) : new Date(now.getTime() + 20 * DAY);
  const [d] = await app.db
    .insert(dealers)
    .values({
      userId: user.id,
      dealershipName: name,
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      status,
      trialStartDate: new Date(now.getTime() - 10 * DAY),
      trialEndDate: trialEnd,
      trialCancelledByUser: kind === 'trial-cancelled',
    })
    .returning();
  const pro = kind.startsWith('pro') || kind === 'past-due';
  await app.db.insert(subscriptions).values({
    dealerId: d.id,
    plan: pro ? 'pro' : 'free',
    status:
      kind === 'pro'
        ? 'active'
        : kind.startsWith('pro-canceled')
          ? 'canceled'
          : kind === 'past-due'
            ? 'past_due'
            : 'trialing',
    graceEndDate: kind === 'past-due' ? new Date(now.getTime() - DAY) : null,
    planExpiresAt:
      kind === 'pro-canceled-paid'
        ? new Date(now.getTime() + 5 * DAY)
        : kind === 'pro-canceled-expired'
          ? new Date(now.getTime() - DAY)
          : null,
  });
  return { dealerId: d.id, userId: user.id, token: user.token, name };
}

export interface ListingInput {
  make?: string;
  model?: string;
  bodyType?: string;
  monthlyPayment?: number;
  status?: 'pending' | 'active' | 'rejected' | 'paused';
  zipCode?: string;
  available?: boolean;
  isLimitedOffer?: boolean;
  views?: number;
  dateAdded?: Date;
  year?: number;
  msrp?: number;
  downPayment?: number;
  leaseTerms?: number[];
  mileageLimits?: number[];
  extraMileageCost?: number;
  fuelType?: string;
}

export async function makeListing(db: Db, dealerId: string, o: ListingInput = {}): Promise<string> {
  // The derived columns as the listing commands write them (the deal scores are the caller's: refreshAllDealScores).
  const [l] = await db
    .insert(listings)
    .values(
      withDerivedColumns({
        dealerId,
        make: o.make ?? 'Toyota',
        model: o.model ?? 'Camry',
        bodyType: o.bodyType ?? 'Sedan',
        year: o.year ?? 2025,
        msrp: o.msrp ?? 30000,
        monthlyPayment: o.monthlyPayment ?? 300,
        downPayment: o.downPayment ?? 2000,
        leaseTerms: o.leaseTerms ?? [36],
        mileageLimits: o.mileageLimits ?? [12000],
        carType: 'Sedan',
        extraMileageCost: o.extraMileageCost ?? 0.25,
        fuelType: o.fuelType ?? 'Gasoline',
        transmission: 'Automatic',
        interiorColor: 'Black',
        exteriorColor: 'White',
        numberOfSeats: '5',
        imageUrl: 'listings/main.jpg',
        galleryImages: ['listings/g1.jpg'],
        zipCode: o.zipCode ?? '90210',
        available: o.available ?? true,
        isLimitedOffer: o.isLimitedOffer ?? false,
        status: o.status ?? 'active',
        views: o.views ?? 0,
        dateAdded: o.dateAdded ?? new Date(),
      }),
    )
    .returning({ id: listings.id });
  return l.id;
}

export async function outboxTo(db: Db, to: string): Promise<Array<{ subject: string; text: string; html: string }>> {
  const result = await db.execute(
    sql`select subject, text, html from outbox where to_address = ${to} order by created_at desc`,
  );
  const r = result as unknown as { rows?: Array<{ subject: string; text: string; html: string }> };
  return r.rows ?? (result as unknown as Array<{ subject: string; text: string; html: string }>);
}
