// Enquiries (see docs/contracts.md and docs/decisions.md): a signed-in consumer with a
// verified email asks about a public listing; the listing's dealer and admins read them.
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEnquiryBodySchema, text, uuidText, type Enquiry } from 'shared-contracts';
import { z } from 'zod';
import { enquiries, listings, users } from '../db/schema';
import { forbidden, HttpError, unauthorized } from '../lib/errors';
import { HOUR_MS, rateLimit } from '../plugins/rate-limit';
import { dealerIdOfUser, findPublicListing } from '../listings/service';

export const ENQUIRIES_PER_USER_PER_HOUR = 20;

type EnquiryRow = typeof enquiries.$inferSelect;
type ListingPart = Pick<typeof listings.$inferSelect, 'id' | 'make' | 'model' | 'bodyType' | 'year' | 'fuelType' | 'transmission' | 'monthlyPayment' | 'imageUrl' | 'galleryImages'>;

const listingColumns = {
  id: listings.id, make: listings.make, model: listings.model, bodyType: listings.bodyType, year: listings.year,
  fuelType: listings.fuelType, transmission: listings.transmission, monthlyPayment: listings.monthlyPayment,
  imageUrl: listings.imageUrl, galleryImages: listings.galleryImages,
};

function toEnquiry(row: EnquiryRow, l: ListingPart | null): Enquiry {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone_number: row.phoneNumber,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    listing: l && l.id ? {
      id: l.id, make: l.make, model: l.model, bodyType: l.bodyType, year: l.year, fuelType: l.fuelType,
      transmission: l.transmission, monthlyPayment: l.monthlyPayment, imageUrls: l.imageUrl ? [l.imageUrl] : [], galleryImages: l.galleryImages,
    } : null,
  };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post('/', {
    onRequest: app.requireRole('user'),
    schema: { body: createEnquiryBodySchema },
    config: { rateLimit: rateLimit({ name: 'enquiry-user', max: ENQUIRIES_PER_USER_PER_HOUR, windowMs: HOUR_MS, by: (r) => r.auth?.sub ?? r.ip }) },
  }, async (request, reply) => {
    const now = app.clock.now();
    const [user] = await app.db.select().from(users).where(eq(users.id, request.auth!.sub)).limit(1);
    if (!user) throw unauthorized();
    if (!user.isEmailVerified) throw forbidden('Please verify your email before sending an enquiry');
    const listing = await findPublicListing(app.db, request.body.listingId, now);
    if (!listing) throw new HttpError(404, 'Listing not found or no longer available');
    const [row] = await app.db.insert(enquiries).values({
      listingId: listing.id,
      dealerId: listing.dealerId,
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: request.body.phoneNumber || user.phone || '',
      message: request.body.message,
      createdAt: now,
    }).returning();
    const [l] = await app.db.select(listingColumns).from(listings).where(eq(listings.id, listing.id)).limit(1);
    return reply.status(201).send({ success: true, data: toEnquiry(row, l ?? null) });
  });

  app.get('/', {
    onRequest: app.requireRole('dealer', 'admin'),
    schema: {
      querystring: z.object({
        page: z.coerce.number().int().min(1).max(100_000).default(1),
        limit: z.coerce.number().int().min(1).max(100).default(10),
        search: text({ max: 100 }).optional().transform((v) => v || undefined),
        dealerId: uuidText().optional(),
      }),
    },
  }, async (request) => {
    const q = request.query;
    const c: SQL[] = [];
    if (request.auth!.role === 'dealer') {
      // A dealer reads the enquiries on its own listings, whatever dealerId it sends.
      const dealerId = await dealerIdOfUser(app.db, request.auth!.sub);
      if (!dealerId) throw forbidden('Dealer ID not found in token');
      c.push(eq(enquiries.dealerId, dealerId));
    } else if (q.dealerId) {
      c.push(eq(enquiries.dealerId, q.dealerId));
    }
    if (q.search) {
      const p = `%${q.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      c.push(or(ilike(enquiries.firstName, p), ilike(enquiries.lastName, p), ilike(enquiries.email, p), ilike(enquiries.message, p),
        ilike(enquiries.phoneNumber, p), sql`(${enquiries.firstName} || ' ' || ${enquiries.lastName}) ilike ${p}`)!);
    }
    const where = and(...c);
    const [rows, [{ n }]] = await Promise.all([
      app.db.select({ enquiry: enquiries, listing: listingColumns }).from(enquiries).leftJoin(listings, eq(listings.id, enquiries.listingId))
        .where(where).orderBy(desc(enquiries.createdAt), desc(enquiries.id)).limit(q.limit).offset((q.page - 1) * q.limit),
      app.db.select({ n: count() }).from(enquiries).where(where),
    ]);
    const total = Number(n);
    return {
      success: true,
      data: { data: rows.map((r) => toEnquiry(r.enquiry, r.listing as ListingPart | null)), page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit) },
    };
  });
};

export default routes;
