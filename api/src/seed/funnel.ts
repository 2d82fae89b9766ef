// Demo funnel history, so a first start's dealer dashboard has something to show: 30 days of
// search impressions and deal-page views for the demo dealers' listings, and demo leads over the
// last two months (so this month can be compared with the last). Real rows, clearly demo:
// visitors are 'demo:...' (real ones are salted hashes), shoppers are "Demo Shopper n" at
// demo.example. Every fourth listing is viewed but never asked about, as some are in real life.
// Called by demo.ts on an empty database.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leads, listingImpressions, listings, listingViews } from '../db/schema';

const DAY_MS = 86_400_000;
const CHUNK = 1000;

/** Deterministic pseudo-random numbers, so every demo database looks the same. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export async function seedFunnelHistory(db: Db, dealerIds: string[], now: Date = new Date()): Promise<void> {
  if (dealerIds.length === 0) return;
  const own = await db
    .select({ id: listings.id, dealerId: listings.dealerId, dateAdded: listings.dateAdded })
    .from(listings)
    .where(inArray(listings.dealerId, dealerIds))
    .orderBy(listings.dateAdded, listings.id);
  const r = rng(20250315);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const shown: Array<typeof listingImpressions.$inferInsert> = [];
  const viewed: Array<typeof listingViews.$inferInsert> = [];
  const asked: Array<typeof leads.$inferInsert> = [];
  const viewsOf = new Map<string, number>();
  own.forEach((l, i) => {
    const appeal = 0.3 + r() * 0.7; // how high search ranks it
    const opened = 0.03 + r() * 0.09; // views per time shown
    const asks = i % 4 === 1 ? 0 : 0.02 + r() * 0.05; // leads per view
    const listed = Date.UTC(l.dateAdded.getUTCFullYear(), l.dateAdded.getUTCMonth(), l.dateAdded.getUTCDate());
    let views = 0;
    for (let d = 61; d >= 0; d--) {
      const dayMs = today - d * DAY_MS;
      if (dayMs < listed) continue;
      const day = new Date(dayMs).toISOString().slice(0, 10);
      const weekend = [0, 6].includes(new Date(dayMs).getUTCDay());
      const times = Math.round(appeal * (weekend ? 70 : 45) * (0.7 + r() * 0.6));
      const seen = Math.round(times * opened * (0.6 + r() * 0.8));
      if (d < 30) {
        if (times > 0) shown.push({ listingId: l.id, day, count: times });
        for (let k = 0; k < seen; k++) viewed.push({ listingId: l.id, day, visitor: `demo:${i}:${d}:${k}` });
      }
      // Every view of the two months counts in the listing's total, so it never has more leads than views.
      views += seen;
      // Leads over two months, at the rate of the views a day like this one brings.
      if (r() < seen * asks) {
        const n = asked.length + 1;
        const createdAt = new Date(
          Math.min(Math.max(dayMs + Math.floor(r() * DAY_MS), l.dateAdded.getTime() + 60_000), now.getTime() - 60_000),
        );
        const verified = r() > 0.12;
        // A dealer contacts only shoppers who confirmed their email.
        const worked = d > 14 ? (r() < 0.5 ? 'closed' : 'contacted') : d > 3 && r() < 0.5 ? 'contacted' : 'new';
        const email = `shopper${n}@demo.example`;
        asked.push({
          listingId: l.id,
          dealerId: l.dealerId,
          firstName: 'Demo',
          lastName: `Shopper ${n}`,
          email,
          emailKey: email,
          phone: `+1-555-01${String(n % 100).padStart(2, '0')}`,
          question: 'Demo lead: is this deal still available?',
          status: verified ? worked : 'new',
          isEmailVerified: verified,
          verifiedAt: verified ? createdAt : null,
          createdAt,
          updatedAt: createdAt,
        });
      }
    }
    viewsOf.set(l.id, views);
  });
  // Adds to what the live recorder may already have written for these days (a search served before the seed ran).
  await insertChunks(shown, (chunk) =>
    db
      .insert(listingImpressions)
      .values(chunk)
      .onConflictDoUpdate({
        target: [listingImpressions.listingId, listingImpressions.day],
        set: { count: sql`${listingImpressions.count} + excluded.count` },
      }),
  );
  await insertChunks(viewed, (chunk) => db.insert(listingViews).values(chunk).onConflictDoNothing());
  await insertChunks(asked, (chunk) => db.insert(leads).values(chunk));
  // The running total behind the "popular" sort includes these views.
  for (const [id, n] of viewsOf)
    if (n > 0)
      await db
        .update(listings)
        .set({ views: sql`${listings.views} + ${n}` })
        .where(eq(listings.id, id));
}
