// A bounded queue for CPU-heavy work (decoding and encoding uploaded pictures): at most
// `concurrency` jobs run at once, at most `maxWaiting` wait; one more is refused at once with a
// 503 { message } rather than queued behind minutes of work. Jobs start in arrival order.
import { HttpError } from './errors';

export const QUEUE_FULL_MESSAGE = 'The server is busy processing pictures. Please try again in a minute.';

export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
    private readonly fullMessage = QUEUE_FULL_MESSAGE,
  ) {}

  /** Jobs running and waiting now. */
  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Runs `job` when a slot is free; 503 when `maxWaiting` jobs already wait. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new HttpError(503, this.fullMessage);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await job();
    } finally {
      // The slot passes straight to the next job waiting (running stays the same), or frees up.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
