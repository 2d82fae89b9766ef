// Listing queries of the admin's commands (no rules): a listing held for a decision, its new
// status, and a dealer's listings removed with their view rows. Kept apart from repository.ts
// so the listing commands (create, edit, status, delete) and these merge without conflict;
// used only inside transactions, so no plugin.
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { listings, listingViews } from '../db/schema';
import type { ListingRow } from './mappers';

export function createListingModerationRepository(db: Db | Tx) {
  return {
    /** The listing, held until the transaction ends (id must be a uuid). */
    async findForUpdate(id: string): Promise<ListingRow | undefined> {
      const [row] = await db.select().from(listings).where(eq(listings.id, id)).limit(1).for('update');
      return row;
    },

    /** The admin's decision: a rejection stores its reason, an approval clears the last one. */
    async setStatus(id: string, status: ListingRow['status'], now: Date, reason?: string): Promise<ListingRow> {
      const [row] = await db
        .update(listings)
        .set({ status, rejectionReason: status === 'rejected' ? (reason ?? null) : null, updatedAt: now })
        .where(eq(listings.id, id))
        .returning();
      return row;
    },

    /** Removes the dealer's listings and their view rows; answers the image keys they held. */
    async removeOfDealer(dealerId: string): Promise<{ count: number; imageKeys: string[] }> {
      const rows = await db
        .select({ id: listings.id, imageUrl: listings.imageUrl, galleryImages: listings.galleryImages })
        .from(listings)
        .where(eq(listings.dealerId, dealerId))
        .for('update');
      if (rows.length === 0) return { count: 0, imageKeys: [] };
      const ids = rows.map((r) => r.id);
      await db.delete(listingViews).where(inArray(listingViews.listingId, ids));
      await db.delete(listings).where(inArray(listings.id, ids));
      const keys = [
        ...new Set(rows.flatMap((r) => [r.imageUrl, ...r.galleryImages]).filter((k): k is string => Boolean(k))),
      ];
      return { count: rows.length, imageKeys: keys };
    },
  };
}
