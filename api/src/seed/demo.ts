import type { Config } from '../config';
import type { Db } from '../db/client';

/** Demo accounts and listings on an empty database (filled in by the seed work). */
export async function seedDemo(_db: Db, _config: Config): Promise<void> {}
