// npm run mail -w api [-- --to someone@example.com] [--count 5]
// Prints the latest mails of the outbox with their links. Reads through the running API
// (GET /api/dev/outbox at API_URL, default http://localhost:4000) because an embedded
// PGlite database cannot be opened by two processes; opens the database itself only
// when no API answers. The outbox answers admins only: this script proves it runs beside
// the API with a one-minute service token signed with the API's key (JWT_SECRET, or the
// generated key file the API keeps next to its data).
import { loadConfig } from '../config';
import { TokenService } from '../lib/auth-token';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

function args(argv: string[]): { to?: string; count: number } {
  const out: { to?: string; count: number } = { count: 5 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--to') out.to = argv[++i];
    else if (argv[i] === '--count' || argv[i] === '-n') out.count = Math.max(1, Math.min(50, Number(argv[++i]) || 5));
    else if (argv[i].includes('@')) out.to = argv[i];
  }
  return out;
}

async function fromApi(
  apiUrl: string,
  to: string | undefined,
  count: number,
  token: string,
): Promise<OutboxMail[] | 'not-listening' | 'no-outbox'> {
  const url = new URL('/api/dev/outbox', apiUrl);
  if (to) url.searchParams.set('to', to);
  url.searchParams.set('limit', String(count));
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(5000), headers: { authorization: `Bearer ${token}` } });
  } catch {
    return 'not-listening';
  }
  if (res.status === 404) return 'no-outbox';
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as OutboxMail[];
}

async function fromDatabase(
  config: ReturnType<typeof loadConfig>,
  to: string | undefined,
  count: number,
): Promise<OutboxMail[]> {
  const { openDatabase } = await import('../db/client');
  const { devServiceOn } = await import('../dev/service');
  const database = await openDatabase(config);
  try {
    // The same read as GET /api/dev/outbox.
    return await devServiceOn(database.db).readOutbox({ to: to?.toLowerCase(), limit: count });
  } finally {
    await database.close();
  }
}

function print(mails: OutboxMail[]): void {
  if (mails.length === 0) {
    console.log('The outbox is empty.');
    return;
  }
  for (const mail of mails) {
    const links = [...new Set(mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
    console.log(`${mail.createdAt}  to ${mail.to}\n  ${mail.subject}`);
    for (const link of links) console.log(`  -> ${link}`);
    console.log('');
  }
}

async function main(): Promise<void> {
  const { to, count } = args(process.argv.slice(2));
  const apiUrl = process.env.API_URL ?? 'http://localhost:4000';
  const config = loadConfig();
  const token = await new TokenService(config.JWT_SECRET, '60s').signService('outbox');
  const answer = await fromApi(apiUrl, to, count, token);
  if (answer === 'no-outbox') {
    console.error(`The API at ${apiUrl} has no outbox (SMTP is configured, or NODE_ENV=production).`);
    process.exitCode = 1;
    return;
  }
  if (answer === 'not-listening') {
    console.error(`No API answers at ${apiUrl}; reading the database directly.`);
    print(await fromDatabase(config, to, count));
    return;
  }
  print(answer);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
