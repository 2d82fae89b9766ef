// The app's infrastructure as the domain services receive it: each service's deps pick the parts
// it uses (`extends Pick<Infrastructure, 'db' | 'clock'>`), and services.ts hands them over.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Clock } from './clock';
import type { Mailer } from './mailer';
import type { Storage } from './storage';
import type { WorkQueue } from './work-queue';

export interface Infrastructure {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** Stored files (pictures). */
  storage: Storage;
  /** The bounded queue of picture work. */
  imageQueue: WorkQueue;
}
