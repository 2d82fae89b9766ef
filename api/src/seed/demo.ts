// Demo accounts (and, through seedListings and seedFunnelHistory, demo listings with some
// history for the dealer dashboard; through seedBillingHistory, a Pro dealer's payments) on an
// empty database only.
import { count } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { dealers, subscriptions, users } from '../db/schema';
import { permissionsFor } from '../auth/permissions';
import { hashPassword } from '../lib/passwords';
import { seedBillingHistory } from './billing';
import { seedFunnelHistory } from './funnel';
import { seedListings } from './listings';

const DEMO_PASSWORD = 'Demo1234!';
const DAY_MS = 86_400_000;
/** dealer2's trial ended this long ago; it has been on Pro since (sandbox gateway only). */
const PRO_SINCE_DAYS = 35;

const DEMO_DEALERS = [
  {
    email: 'dealer@example.com',
    firstName: 'Daniel',
    lastName: 'Reyes',
    trialStartedDaysAgo: 5,
    dealer: {
      dealershipName: 'Sunset Auto Leasing',
      phoneNumber: '+1-310-555-0142',
      website: 'https://sunsetautoleasing.example',
      address: '1200 Sepulveda Blvd',
      city: 'Los Angeles',
      state: 'CA',
      zipCode: '90025',
    },
  },
  {
    email: 'dealer2@example.com',
    firstName: 'Maria',
    lastName: 'Kowalski',
    trialStartedDaysAgo: 12,
    dealer: {
      dealershipName: 'Lakeshore Motors',
      phoneNumber: '+1-312-555-0178',
      website: 'https://lakeshoremotors.example',
      address: '455 N Lake Shore Dr',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60611',
    },
  },
];

/** Seeds only when the users table is empty, so it can run at every start. Returns whether it seeded. */
export async function seedDemo(
  db: Db,
  config: Config,
  now: Date = new Date(),
  log: (line: string) => void = console.info,
): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // The Pro dealer's billing history goes through the offline sandbox gateway; with Stripe keys it stays in its trial.
  const billingDemo = !config.STRIPE_SECRET_KEY;
  const demoDealers = DEMO_DEALERS.map((d, i) =>
    i === 1 && billingDemo ? { ...d, trialStartedDaysAgo: PRO_SINCE_DAYS + 30 } : d,
  );
  const dealerIds = await db.transaction(async (tx) => {
    const base = { passwordHash, isEmailVerified: true, createdAt: now, updatedAt: now };
    await tx.insert(users).values([
      {
        ...base,
        email: 'admin@example.com',
        firstName: 'Admin',
        lastName: 'User',
        role: 'admin',
        permissions: permissionsFor('admin', null),
      },
      {
        ...base,
        email: 'consumer@example.com',
        firstName: 'Casey',
        lastName: 'Morgan',
        phone: '+1-415-555-0199',
        role: 'user',
      },
    ]);
    const ids: string[] = [];
    for (const d of demoDealers) {
      const start = new Date(now.getTime() - d.trialStartedDaysAgo * DAY_MS);
      const [user] = await tx
        .insert(users)
        .values({
          ...base,
          email: d.email,
          firstName: d.firstName,
          lastName: d.lastName,
          phone: d.dealer.phoneNumber,
          role: 'dealer',
          permissions: permissionsFor('dealer', null),
          createdAt: start,
          updatedAt: start,
        })
        .returning();
      const [dealer] = await tx
        .insert(dealers)
        .values({
          ...d.dealer,
          userId: user.id,
          termsAgreement: true,
          status: 'approved',
          trialStartDate: start,
          trialEndDate: new Date(start.getTime() + 30 * DAY_MS),
          trialPeriodDays: 30,
          createdAt: start,
          updatedAt: start,
        })
        .returning();
      await tx
        .insert(subscriptions)
        .values({ dealerId: dealer.id, plan: 'free', status: 'trialing', createdAt: start, updatedAt: start });
      ids.push(dealer.id);
    }
    return ids;
  });
  await seedListings(db, config, dealerIds, now);
  await seedFunnelHistory(db, dealerIds, now);
  if (billingDemo) await seedBillingHistory(db, { trial: dealerIds[0], pro: dealerIds[1] }, now);
  log(
    [
      `Demo accounts (password ${DEMO_PASSWORD}):`,
      '  admin      admin@example.com',
      '  dealer     dealer@example.com   (Sunset Auto Leasing, approved, trial day 6 of 30, no card)',
      billingDemo
        ? `  dealer     dealer2@example.com  (Lakeshore Motors, approved, Pro for ${PRO_SINCE_DAYS} days: test card Visa 4242, monthly fees and lead charges)`
        : '  dealer     dealer2@example.com  (Lakeshore Motors, approved, trial day 13 of 30)',
      '  consumer   consumer@example.com',
      "The demo dealers' listings come with 30 days of demo search impressions, views and leads (shoppers at demo.example).",
      ...(billingDemo
        ? [
            'Payments run on the sandbox gateway (no money moves): card 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, any future expiry and CVC.',
          ]
        : []),
    ].join('\n'),
  );
  return true;
}
