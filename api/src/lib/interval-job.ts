// A job an instance runs on a timer once the app is ready (billing clock, deal score refresh, saved-search job): every `everyMs` (0 or less: never,
// only on demand), one run at a time (a tick while a run is in progress is skipped); on close
// the timer stops and the run in progress finishes. Failures are logged, the next tick tries again.
import type { FastifyInstance } from 'fastify';

export function runOnInterval(
  app: FastifyInstance,
  job: { name: string; everyMs: number; run(): Promise<unknown>; afterStop?(): Promise<void> },
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    if (job.everyMs <= 0) return;
    timer = setInterval(() => {
      if (running) return;
      running = job
        .run()
        .catch((error) => app.log.error({ err: error }, `${job.name} run failed`))
        .finally(() => {
          running = undefined;
        });
    }, job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
    await job.afterStop?.();
  });
}
