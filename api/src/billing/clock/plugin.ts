// The billing clock as a background job (jobs/plugin.ts): on BILLING_CLOCK_CRON (off = only on
// demand, POST /api/billing/run), once across all instances. Also holds the background tasks
// (app.billingTasks); when the app closes they finish after the jobs stopped (the run in progress first).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BackgroundTasks } from '../charges/background';

declare module 'fastify' {
  interface FastifyInstance {
    /** Billing work started after an answer was sent (a verified lead's charge). */
    billingTasks: BackgroundTasks;
  }
}

const BILLING_CLOCK_JOB = 'billing-clock';

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('billingTasks', new BackgroundTasks(app.log));
    app.jobs.define({
      name: BILLING_CLOCK_JOB,
      cron: app.config.BILLING_CLOCK_CRON,
      run: () => app.services.billing.runBillingClock(),
    });
    app.addHook('onClose', async () => {
      await app.jobs.stop();
      await app.billingTasks.settle();
    });
  },
  { name: 'billing-clock', dependencies: ['infrastructure', 'billing-repository', 'jobs'] },
);
