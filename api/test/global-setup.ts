// Migrate one database once; every test context starts from a copy of it instead of migrating
// its own: on PGlite a dump of the migrated data directory (well under 1 s instead of a fresh
// initdb, 3-7 s), on PostgreSQL a template database (CREATE DATABASE ... TEMPLATE).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { migrate, openPglite, openPostgres } from '../src/db/client';

export const TEMPLATE_FILE = path.join(os.tmpdir(), `lease-api-template-${process.pid}.tar.gz`);
/** The PostgreSQL template database of this run (global-teardown drops it). */
export const TEMPLATE_DATABASE = `test_template_${process.pid}`;

/** `url` with another database name. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export default async function globalSetup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await adminQuery(url, `DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await adminQuery(url, `CREATE DATABASE ${TEMPLATE_DATABASE}`);
    const database = await openPostgres(databaseUrl(url, TEMPLATE_DATABASE), 1);
    await migrate(database);
    await database.close();
    process.env.TEST_TEMPLATE_DATABASE = TEMPLATE_DATABASE;
    return;
  }
  const database = await openPglite(undefined);
  await migrate(database);
  const pg = (database.db as unknown as { $client: { dumpDataDir(c: string): Promise<Blob> } }).$client;
  const blob = await pg.dumpDataDir('gzip');
  fs.writeFileSync(TEMPLATE_FILE, Buffer.from(await blob.arrayBuffer()));
  process.env.PGLITE_TEMPLATE = TEMPLATE_FILE;
  await database.close();
}
