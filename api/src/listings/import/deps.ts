// What the listings' import and feed services use (built once in services.ts); their parts
// (service.ts, pictures.ts, sweep.ts, feed/service.ts) take it, or the part of it they read.
import type { Config } from '../../config';
import type { Jobs } from '../../jobs/plugin';
import type { NotificationsService } from '../../notifications/service';
import type { Infrastructure } from '../../lib/infrastructure';

export interface ImportDeps extends Pick<Infrastructure, 'db' | 'clock' | 'log' | 'mailer' | 'storage' | 'imageQueue'> {
  /** The picture and feed runs are background jobs. */
  jobs: Pick<Jobs, 'request' | 'pendingKeys'>;
  /** Links in mails, the picture limit, the fetcher's timeout and its test-only loopback switch. */
  config: Pick<Config, 'PUBLIC_URL' | 'IMAGE_MAX_PIXELS' | 'FETCH_TIMEOUT_MS' | 'FETCH_ALLOW_LOOPBACK'>;
  /** The listings an import left waiting for approval are mailed to the admins. */
  notifications: Pick<NotificationsService, 'notifyAdminsOfImportedListings'>;
}
