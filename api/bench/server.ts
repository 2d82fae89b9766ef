// The API as the bench drives it: one process on 127.0.0.1, rate limits off, no logging.
// Prints "PORT <n> APP_MS <ms>" once listening (APP_MS: from its modules loaded to listening, the
// app's own start: plugins, onReady hooks); stops on SIGTERM.
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite, openPostgres } from '../src/db/client';

async function main() {
  const begun = performance.now();
  const config = loadConfig({
    ...process.env,
    SEED_DEMO: 'false',
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'bench',
  });
  const database = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL, 20)
    : await openPglite(config.DATA_DIR);
  const app = await buildApp({ config, database, logger: false });
  // The baseline the search is measured against (bench only, never in the product): a plain page
  // of 10 active listings, newest first, with the count capped like the search's, in one
  // statement, without filters, eligibility or scoring.
  const client = (
    database.db as unknown as {
      $client: { query(text: string, values: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> };
    }
  ).$client;
  app.get('/bench/plain', async (request) => {
    const page = Math.max(1, Number((request.query as { page?: string }).page ?? 1) || 1);
    const { rows } = await client.query(
      `select c.total, l.* from (select count(*)::int as total from (select 1 from listings where status = 'active' limit 1001) m) c
      left join lateral (select id, make, model, year, body_type, monthly_payment::float8 as monthly_payment, image_url, date_added from listings
        where status = 'active' order by date_added desc, id desc limit 10 offset $1) l on true`,
      [(page - 1) * 10],
    );
    return { data: { listings: rows.filter((r) => r.id !== null), total: rows[0]?.total ?? 0 } };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`PORT ${port} APP_MS ${Math.round(performance.now() - begun)}\n`);
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
