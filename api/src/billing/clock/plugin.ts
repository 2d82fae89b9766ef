// Runs the billing clock every BILLING_CLOCK_MS (0 = only on demand) once the app is ready,
// one run at a time per instance; stops when the app closes (after the run in progress and the
// background lead charges finish). Also holds the background tasks (app.billingTasks).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runOnInterval } from '../../lib/interval-job';
import { BackgroundTasks } from '../charges/background';
import { runBillingClock } from './index';

declare module 'fastify' {
  interface FastifyInstance {
    /** Billing work started after an answer was sent (a verified lead's charge). */
    billingTasks: BackgroundTasks;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('billingTasks', new BackgroundTasks(app.log));
    runOnInterval(app, {
      name: 'billing clock',
      everyMs: app.config.BILLING_CLOCK_MS,
      run: () => runBillingClock(app),
      afterStop: () => app.billingTasks.settle(),
    });
  },
  { name: 'billing-clock', dependencies: ['services', 'billing-repository'] },
);
