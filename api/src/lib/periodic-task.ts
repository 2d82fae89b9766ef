// A task an instance runs every N ms once the app is ready (the billing clock, the listings'
// upkeep): one run at a time (a tick while a run is in progress is skipped), a failed run is
// logged and the next tick tries again, and stopping waits for the run in progress.
import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicTask {
  /** Starts ticking (nothing when everyMs is 0 or less: on demand only). */
  start(): void;
  /** Stops ticking and waits for the run in progress. */
  stop(): Promise<void>;
}

export function periodicTask(log: FastifyBaseLogger, everyMs: number, run: () => Promise<unknown>, failure: string): PeriodicTask {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    start() {
      if (everyMs <= 0 || timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = run()
          .catch((error) => log.error({ err: error }, failure))
          .finally(() => { running = undefined; });
      }, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
