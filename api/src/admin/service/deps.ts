// What the admin service uses (built once in services.ts); its parts (dashboard.ts, dealers.ts,
// listings.ts) take it.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { DealersService } from '../../dealers/service';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import type { Storage } from '../../lib/storage';
import type { AdminRepository } from '../repository';

export interface AdminDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** Removed pictures of a deleted dealer. */
  storage: Storage;
  /** Links in mails (PUBLIC_URL) and the support address (CONTACT_TO). */
  config: Pick<Config, 'PUBLIC_URL' | 'CONTACT_TO'>;
  adminRepository: AdminRepository;
  /** The admin's view of a dealer, answered after each dealer command. */
  dealers: Pick<DealersService, 'adminDealer'>;
}
