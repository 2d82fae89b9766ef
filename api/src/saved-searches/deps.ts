// What the saved-searches service uses (built once in services.ts); its daily job (job/run.ts) takes it too.
import type { Config } from '../config';
import type { FavouritesService } from '../favourites/service';
import type { ListingsService } from '../listings/service';
import type { SavedSearchesRepository } from './repository';
import type { Infrastructure } from '../lib/infrastructure';

export interface SavedSearchesDeps extends Pick<Infrastructure, 'db' | 'clock' | 'log' | 'mailer'> {
  /** Links in mails (PUBLIC_URL) and the unsubscribe tokens' key (JWT_SECRET). */
  config: Pick<Config, 'PUBLIC_URL' | 'JWT_SECRET'>;
  savedSearchesRepository: SavedSearchesRepository;
  /** A search's new public matches. */
  listings: Pick<ListingsService, 'publicMatchesSince'>;
  /** The price drops on the consumer's favourites, mailed with the matches. */
  favourites: Pick<FavouritesService, 'pendingPriceDrops'>;
}
