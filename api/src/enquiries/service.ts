// Enquiries: a signed-in consumer with a verified email asks about a public listing (no mail
// step); the listing's dealer reads its own, admins all or one dealer's.
import type { CreateEnquiryBody, Enquiry, EnquiriesQuery } from 'shared-contracts';
import type { Tx } from '../db/client';
import { conflict, forbidden, HttpError, unauthorized } from '../lib/errors';
import type { ListingsService } from '../listings/service';
import type { AuthContext } from '../plugins/auth';
import { toEnquiry } from './mappers';
import { createEnquiriesRepository, type EnquiriesRepository } from './repository';
import type { Infrastructure } from '../lib/infrastructure';

export const ENQUIRIES_PER_USER_PER_HOUR = 20;
/** The same message about the same listing from the same consumer within this window is refused as a repeat. */
const REPEAT_ENQUIRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const REPEAT_ENQUIRY_MESSAGE = 'You already sent this enquiry. The dealer will reply to your email.';

/** What the enquiries service uses (built once in services.ts). */
interface EnquiriesDeps extends Pick<Infrastructure, 'db' | 'clock'> {
  enquiriesRepository: EnquiriesRepository;
  /** Enquiries are about public listings only. */
  listings: Pick<ListingsService, 'findPublicListing'>;
}

export function createEnquiriesService(deps: EnquiriesDeps) {
  return {
    async createEnquiry(auth: AuthContext, body: CreateEnquiryBody): Promise<Enquiry> {
      const now = deps.clock.now();
      const author = await deps.enquiriesRepository.findAuthor(auth.sub);
      if (!author) throw unauthorized();
      if (!author.isEmailVerified) throw forbidden('Please verify your email before sending an enquiry');
      const listing = await deps.listings.findPublicListing(body.listingId, now);
      if (!listing) throw new HttpError(404, 'Listing not found or no longer available');
      return deps.db.transaction(async (tx) => {
        const repo = createEnquiriesRepository(tx);
        // A double click or a resent form is not a second enquiry (checked under the lock: two at once are one).
        await repo.lockAuthorListing(author.id, listing.id);
        const since = new Date(now.getTime() - REPEAT_ENQUIRY_WINDOW_MS);
        if (await repo.hasSame(author.id, listing.id, body.message, since)) throw conflict(REPEAT_ENQUIRY_MESSAGE);
        const row = await repo.insert({
          listingId: listing.id,
          dealerId: listing.dealerId,
          userId: author.id,
          firstName: author.firstName,
          lastName: author.lastName,
          email: author.email,
          phoneNumber: body.phoneNumber || author.phone || '',
          message: body.message,
          createdAt: now,
        });
        return toEnquiry(row, await repo.findListing(listing.id));
      });
    },

    /** A page of enquiries: a dealer reads the ones on its own listings, whatever dealerId it sends. */
    async listEnquiries(auth: AuthContext, q: EnquiriesQuery): Promise<{ enquiries: Enquiry[]; total: number }> {
      let dealerId = q.dealerId;
      if (auth.role === 'dealer') {
        if (!auth.dealerId) throw forbidden('Dealer ID not found in token');
        dealerId = auth.dealerId;
      }
      const { rows, total } = await deps.enquiriesRepository.page({ ...q, dealerId });
      return { enquiries: rows.map((r) => toEnquiry(r.enquiry, r.listing)), total };
    },
  };
}

/** Removes every enquiry about a dealer, inside the caller's transaction (the dealer is being deleted). Answers how many went. */
export function removeDealerEnquiries(tx: Tx, dealerId: string): Promise<number> {
  return createEnquiriesRepository(tx).removeOfDealer(dealerId);
}
