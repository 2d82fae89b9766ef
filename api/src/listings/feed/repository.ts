// The dealers' feeds (dealer_feeds): one row per dealer that saved an address or whose feed an
// admin switched, written as an upsert. No rules here (service.ts, job.ts).
import { and, eq, isNotNull } from 'drizzle-orm';
import type { ListingFeed } from 'shared-contracts';
import type { Db, Tx } from '../../db/client';
import { dealerFeeds, dealers, users } from '../../db/schema';

type FeedRow = typeof dealerFeeds.$inferSelect;

/** A feed as the API shows it (no row yet: no address, disabled, never run). */
export const feedView = (row: FeedRow | undefined): ListingFeed => ({
  url: row?.url ?? null,
  isScrapingEnabled: row?.enabled ?? false,
  lastScrapedAt: row?.lastRunAt?.toISOString() ?? null,
  totalScrapedListings: row?.totalListings ?? 0,
});

export interface EnabledFeed {
  dealerId: string;
  url: string;
  failureMailedAt: Date | null;
  email: string;
  firstName: string;
}

export function createFeedRepository(db: Db | Tx) {
  const upsert = async (dealerId: string, set: Partial<FeedRow>) => {
    const [row] = await db
      .insert(dealerFeeds)
      .values({ dealerId, ...set })
      .onConflictDoUpdate({ target: dealerFeeds.dealerId, set })
      .returning();
    return row;
  };
  return {
    async feed(dealerId: string): Promise<FeedRow | undefined> {
      const [row] = await db.select().from(dealerFeeds).where(eq(dealerFeeds.dealerId, dealerId)).limit(1);
      return row;
    },

    async dealerExists(dealerId: string): Promise<boolean> {
      const [row] = await db.select({ id: dealers.id }).from(dealers).where(eq(dealers.id, dealerId)).limit(1);
      return row !== undefined;
    },

    /** Saves the address (null removes it); a new address starts with no failure mailed. */
    saveUrl: (dealerId: string, url: string | null, now: Date) =>
      upsert(dealerId, { url, failureMailedAt: null, updatedAt: now }),

    setEnabled: (dealerId: string, enabled: boolean, now: Date) => upsert(dealerId, { enabled, updatedAt: now }),

    /** The feeds to run (one dealer's: its feed if it is one): enabled, with an address, with the dealer's account to mail. */
    async enabledFeeds(dealerId?: string): Promise<EnabledFeed[]> {
      return db
        .select({
          dealerId: dealerFeeds.dealerId,
          url: dealerFeeds.url,
          failureMailedAt: dealerFeeds.failureMailedAt,
          email: users.email,
          firstName: users.firstName,
        })
        .from(dealerFeeds)
        .innerJoin(dealers, eq(dealers.id, dealerFeeds.dealerId))
        .innerJoin(users, eq(users.id, dealers.userId))
        .where(
          and(
            eq(dealerFeeds.enabled, true),
            isNotNull(dealerFeeds.url),
            dealerId === undefined ? undefined : eq(dealerFeeds.dealerId, dealerId),
          ),
        )
        .orderBy(dealerFeeds.dealerId) as Promise<EnabledFeed[]>;
    },

    /** After a run: when it ran, and what a good run held or when a failure was mailed. */
    async afterRun(
      dealerId: string,
      set: { lastRunAt: Date; totalListings?: number; failureMailedAt?: Date | null },
    ): Promise<void> {
      await db.update(dealerFeeds).set(set).where(eq(dealerFeeds.dealerId, dealerId));
    },
  };
}
