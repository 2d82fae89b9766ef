// What the listings' import and feed services use (built once in services.ts); their parts
// (service.ts, pictures.ts, sweep.ts, feed/service.ts) take it, or the part of it they read.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Jobs } from '../../jobs/plugin';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import type { NotificationsService } from '../../notifications/service';
import type { Storage } from '../../lib/storage';
import type { WorkQueue } from '../../lib/work-queue';

export interface ImportDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** The pictures fetched by address. */
  storage: Storage;
  imageQueue: WorkQueue;
  /** The picture and feed runs are background jobs. */
  jobs: Pick<Jobs, 'request' | 'pendingKeys'>;
  /** Links in mails, the picture limit, the fetcher's timeout and its test-only loopback switch. */
  config: Pick<Config, 'PUBLIC_URL' | 'IMAGE_MAX_PIXELS' | 'FETCH_TIMEOUT_MS' | 'FETCH_ALLOW_LOOPBACK'>;
  /** The listings an import left waiting for approval are mailed to the admins. */
  notifications: Pick<NotificationsService, 'notifyAdminsOfImportedListings'>;
}
