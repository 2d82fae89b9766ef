// Runs the billing clock every BILLING_CLOCK_MS (0 = only on demand) once the app is ready,
// one run at a time per instance; stops when the app closes (after the run in progress and the
// background lead charges finish). Also holds the background tasks (app.billingTasks).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BackgroundTasks } from '../charges/background';
import { runBillingClock } from './index';

declare module 'fastify' {
  interface FastifyInstance {
    /** Billing work started after an answer was sent (a verified lead's charge). */
    billingTasks: BackgroundTasks;
  }
}

export default fp(async (app: FastifyInstance) => {
  app.decorate('billingTasks', new BackgroundTasks(app.log));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    const every = app.config.BILLING_CLOCK_MS;
    if (every <= 0) return;
    timer = setInterval(() => {
      if (running) return;
      running = runBillingClock(app)
        .catch((error) => app.log.error({ err: error }, 'billing clock run failed'))
        .finally(() => { running = undefined; });
    }, every);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
    await app.billingTasks.settle();
  });
}, { name: 'billing-clock', dependencies: ['services', 'billing-repository'] });
