// Work started after an answer was sent (a verified lead's charge): errors are logged, and the
// app waits for what is still running when it closes.
import type { FastifyBaseLogger } from 'fastify';

export class BackgroundTasks {
  private running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(label: string, task: () => Promise<unknown>): void {
    const p: Promise<void> = task()
      .then(
        () => undefined,
        (error) => {
          this.log.error({ err: error }, label);
        },
      )
      .finally(() => {
        this.running.delete(p);
      });
    this.running.add(p);
  }

  /** Resolves when every task started so far has finished. */
  async settle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
