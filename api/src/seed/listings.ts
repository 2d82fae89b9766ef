import type { Config } from '../config';
import type { Db } from '../db/client';

/** Demo listings for the demo dealers (filled in by the listings work). */
export async function seedListings(_db: Db, _config: Config, _dealerIds: string[]): Promise<void> {}
