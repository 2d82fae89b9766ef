// Sitemap and robots.txt (routes from the contract registry, shared-contracts endpoints.seo),
// public, sent as text; the shell's server answers /sitemap.xml, /sitemap-deals.xml and /robots.txt with them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { contractRoute } from '../lib/contract-route';

const PREFIX = '/api/seo';
/** Crawlers read these now and then: an hour in caches keeps the listing scan rare. */
const CACHE_CONTROL = 'public, max-age=3600';

const routes: FastifyPluginAsyncZod = async (app) => {
  const seo = app.services.seo;
  for (const [endpoint, build] of [
    [endpoints.seo.sitemap, seo.buildSitemapIndex],
    [endpoints.seo.sitemapDeals, seo.buildDealsSitemap],
  ] as const)
    app.route({
      ...contractRoute(endpoint, PREFIX),
      handler: async (_request, reply) =>
        reply
          .header('cache-control', CACHE_CONTROL)
          .type('text/xml; charset=utf-8')
          .send(await build()),
    });
  app.route({
    ...contractRoute(endpoints.seo.robots, PREFIX),
    handler: async (_request, reply) =>
      reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(seo.buildRobots()),
  });
};
export default routes;
