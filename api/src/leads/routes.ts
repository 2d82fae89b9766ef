// Leads (see docs/contracts.md and docs/decisions.md): a visitor's request about a listing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createLeadBodySchema, LEAD_STATUSES, text } from 'shared-contracts';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { leads } from '../db/schema';
import { forbidden } from '../lib/errors';
import { dealerIdOfUser } from '../listings/service';
import { bodyEmailKey, HOUR_MS, rateLimit } from '../plugins/rate-limit';
import { createLead, LEAD_LIMITS, leadStats, listLeads, TOO_MANY_MESSAGE, verifyLead } from './service';

const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: text({ max: 100 }).optional().transform((v) => v || undefined),
  status: z.enum(LEAD_STATUSES).optional(),
};

const pagination = (page: number, limit: number, total: number) => ({ page, limit, total, totalPages: Math.ceil(total / limit) });

const routes: FastifyPluginAsyncZod = async (app) => {
  // 10 per hour per address, 5 per hour per (normalised) email.
  app.post('/', {
    schema: { body: createLeadBodySchema },
    config: { rateLimit: rateLimit({ name: 'lead-ip', max: LEAD_LIMITS.perIpPerHour, windowMs: HOUR_MS, message: TOO_MANY_MESSAGE }) },
    preHandler: app.checkLimit({ name: 'lead-email', max: LEAD_LIMITS.perEmailPerHour, windowMs: HOUR_MS, message: TOO_MANY_MESSAGE, by: bodyEmailKey }),
  }, async (request, reply) => {
    await createLead(app, request.body, request.ip, request.auth?.sub);
    return reply.status(201).send({ success: true, message: 'Thank you! Please check your email and click the link to confirm your request.' });
  });

  app.get('/verify-leads/:token', { schema: { params: z.object({ token: text({ max: 200, trim: false }) }) } }, async (request) => {
    await verifyLead(app, request.params.token);
    return { success: true, message: 'Email verified successfully' };
  });

  app.get('/my-leads', { onRequest: app.requireRole('dealer'), schema: { querystring: z.object(pageQuery) } }, async (request) => {
    const dealerId = await dealerIdOfUser(app.db, request.auth!.sub);
    if (!dealerId) throw forbidden('Dealer ID not found in token');
    const q = request.query;
    // A dealer sees its own leads once the shopper has confirmed the email.
    const result = await listLeads(app, q, [eq(leads.dealerId, dealerId), eq(leads.isEmailVerified, true)]);
    return { success: true, data: { leads: result.leads }, meta: { pagination: pagination(q.page, q.limit, result.total) } };
  });

  app.get('/', {
    onRequest: app.requireRole('admin'),
    schema: { querystring: z.object({ ...pageQuery, emailStatus: z.enum(['verified', 'pending']).optional() }) },
  }, async (request) => {
    const q = request.query;
    const [result, stats] = await Promise.all([listLeads(app, q, []), leadStats(app)]);
    return { success: true, data: { leads: result.leads, stats }, meta: { pagination: pagination(q.page, q.limit, result.total) } };
  });
};

export default routes;
