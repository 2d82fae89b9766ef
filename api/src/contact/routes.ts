import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Routes of the contact domain (see docs/contracts.md).
const routes: FastifyPluginAsyncZod = async (_app) => {};
export default routes;
