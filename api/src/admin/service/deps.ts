// What the admin service uses (built once in services.ts); its parts (dashboard.ts, dealers.ts,
// listings.ts) take it.
import type { Config } from '../../config';
import type { DealersService } from '../../dealers/service';
import type { AdminRepository } from '../repository';
import type { Infrastructure } from '../../lib/infrastructure';

export interface AdminDeps extends Pick<Infrastructure, 'db' | 'clock' | 'log' | 'mailer' | 'storage'> {
  /** Links in mails (PUBLIC_URL) and the support address (CONTACT_TO). */
  config: Pick<Config, 'PUBLIC_URL' | 'CONTACT_TO'>;
  adminRepository: AdminRepository;
  /** The admin's view of a dealer, answered after each dealer command. */
  dealers: Pick<DealersService, 'adminDealer'>;
}
