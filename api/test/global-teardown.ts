// Drops what global-setup made: the PostgreSQL template database or the PGlite dump.
import fs from 'node:fs';
import { TEMPLATE_FILE, adminQuery } from './global-setup';

export default async function globalTeardown() {
  const url = process.env.TEST_DATABASE_URL;
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (url && template) await adminQuery(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  fs.rmSync(TEMPLATE_FILE, { force: true });
}
