// Two API processes on one PostgreSQL database behind the shell's proxy (round robin), started
// by stack.mjs when TEST_DATABASE_URL is set: what one instance does, the other sees. Calls go
// to each instance directly by its port, or through the shell; no browser needed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { MULTI_API_DOWN_URL, MULTI_API_URLS, MULTI_BUCKET_URL, MULTI_SHELL_URL } from '../stack-ports';
import { ACCOUNTS, DEMO_PASSWORD, uniqueEmail } from './support';

const [A, B] = MULTI_API_URLS;
const FIXTURES = path.join(__dirname, '..', 'fixtures');

/** Whether the stack started the two instances (it does when PostgreSQL is usable); waits for them. */
async function instancesUp(request: APIRequestContext): Promise<boolean> {
  if (!process.env.TEST_DATABASE_URL) return false;
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    const ok = await Promise.all(
      [A, B, MULTI_SHELL_URL].map((base) =>
        request.get(`${base}/api/health/ready`, { timeout: 2000 }).then(
          (r) => r.ok(),
          () => false,
        ),
      ),
    );
    if (ok.every(Boolean)) return true;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('TEST_DATABASE_URL is set but the two API instances did not get ready (see the [stack] lines)');
}

async function signIn(request: APIRequestContext, base: string, email: string): Promise<string> {
  const res = await request.post(`${base}/api/auth/login`, { data: { email, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test.describe('two API instances on one PostgreSQL database', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    const up = await instancesUp(request);
    test.skip(
      !up,
      'No PostgreSQL: set TEST_DATABASE_URL (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres) to run the two-instance stack',
    );
  });

  test("the shell's proxy skips an instance that is down and passes a request id; a session from one instance works on the other", async ({
    request,
  }) => {
    // API_URL lists 4101, 4103 (down) and 4102: in turn, every third request first meets 4103.
    await expect(request.get(`${MULTI_API_DOWN_URL}/api/health`)).rejects.toThrow(/ECONNREFUSED/);
    for (let i = 0; i < 6; i++) {
      const res = await request.get(`${MULTI_SHELL_URL}/api/health/ready`);
      expect({ i, status: res.status() }).toEqual({ i, status: 200 });
    }

    // The caller's id comes back; without one the proxy makes one.
    const sent = await request.get(`${MULTI_SHELL_URL}/api/health/ready`, {
      headers: { 'x-request-id': 'e2e-multi-0001' },
    });
    expect(sent.headers()['x-request-id']).toBe('e2e-multi-0001');
    const made = await request.get(`${MULTI_SHELL_URL}/api/health`, {
      headers: { 'x-request-id': 'bad id\twith tab' },
    });
    expect(made.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const token = await signIn(request, A, ACCOUNTS.dealer);
    for (const base of [B, A, MULTI_SHELL_URL, MULTI_SHELL_URL]) {
      const me = await request.get(`${base}/api/auth/me`, { headers: bearer(token) });
      expect({ base, status: me.status() }).toEqual({ base, status: 200 });
      expect(((await me.json()) as { data: { user: { email: string } } }).data.user.email).toBe(ACCOUNTS.dealer);
    }
  });

  test('sign-in attempts are counted across both instances', async ({ request }) => {
    const email = uniqueEmail('limit');
    const answers: Array<{ status: number; message: string }> = [];
    for (let i = 0; i < 5; i++) {
      const res = await request.post(`${i % 2 ? B : A}/api/auth/login`, {
        data: { email, password: 'Wrong-password-1' },
      });
      answers.push({ status: res.status(), message: ((await res.json()) as { message: string }).message });
    }
    // Three failures of one address on one account are free; the fourth (on the other instance)
    // starts a 2 s wait, so the fifth, on the first instance again, is refused
    // (api/src/auth/login-guard.ts): both instances count in the shared database.
    expect(answers.slice(0, 4).map((a) => a.status)).toEqual([401, 401, 401, 401]);
    expect(answers[4].status).toBe(429);
    expect(answers[4].message).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ seconds and try again\.$/);
  });

  test("a listing paused on one instance leaves the other's cached search at once", async ({ request }) => {
    const token = await signIn(request, A, ACCOUNTS.dealer);
    const mine = await request.get(`${A}/api/listings?scope=manage&status=active&limit=1`, { headers: bearer(token) });
    const listing = ((await mine.json()) as { data: { listings: Array<{ id: string; make: string; model: string }> } })
      .data.listings[0];
    expect(listing).toBeDefined();
    const searchOn = async (base: string) => {
      const res = await request.get(
        `${base}/api/listings?make=${encodeURIComponent(listing.make)}&model=${encodeURIComponent(listing.model)}&limit=100`,
      );
      expect(res.status()).toBe(200);
      return ((await res.json()) as { data: { listings: Array<{ id: string }> } }).data.listings.map((l) => l.id);
    };
    // Cached on B (entries live 10 minutes here): only the write's version bump can refresh it.
    expect(await searchOn(B)).toContain(listing.id);
    expect(await searchOn(B)).toContain(listing.id);
    try {
      expect(
        (
          await request.put(`${A}/api/listings/${listing.id}/status`, {
            headers: bearer(token),
            data: { status: 'paused' },
          })
        ).status(),
      ).toBe(200);
      await expect.poll(() => searchOn(B), { timeout: 5000 }).not.toContain(listing.id);
    } finally {
      expect(
        (
          await request.put(`${B}/api/listings/${listing.id}/status`, {
            headers: bearer(token),
            data: { status: 'active' },
          })
        ).status(),
      ).toBe(200);
    }
    await expect.poll(() => searchOn(A), { timeout: 5000 }).toContain(listing.id);
  });

  test('a picture uploaded through one instance is in the shared S3 bucket, served through the other and the shell', async ({
    request,
  }) => {
    const token = await signIn(request, B, ACCOUNTS.dealer);
    const res = await request.patch(`${A}/api/dealers/profiledata`, {
      headers: bearer(token),
      multipart: {
        profileImage: {
          name: 'logo.png',
          mimeType: 'image/png',
          buffer: readFileSync(path.join(FIXTURES, 'car-side.png')),
        },
      },
    });
    expect(res.status()).toBe(200);
    const me = await request.get(`${B}/api/auth/me`, { headers: bearer(token) });
    const image = ((await me.json()) as { data: { user: { profileImage: string | null } } }).data.user.profileImage;
    expect(image).toBeTruthy();
    const key = image!.replace(/^.*\/uploads\//, '');
    const stored = await request.get(`${MULTI_BUCKET_URL}${key}`);
    expect({
      status: stored.status(),
      type: stored.headers()['content-type'],
      cache: stored.headers()['cache-control'],
    }).toEqual({ status: 200, type: 'image/png', cache: 'public, max-age=31536000, immutable' });
    // /uploads/<key> on an instance or through the shell's proxy redirects to the bucket.
    for (const base of [B, MULTI_SHELL_URL]) {
      const moved = await request.get(`${base}/uploads/${key}`, { maxRedirects: 0 });
      expect({ base, status: moved.status(), location: moved.headers().location }).toEqual({
        base,
        status: 301,
        location: `${MULTI_BUCKET_URL}${key}`,
      });
    }
    // The browser is told to load images from the bucket.
    const config = (await (await request.get(`${MULTI_SHELL_URL}/config.json`)).json()) as { storageBaseUrl: string };
    expect(config.storageBaseUrl).toBe(MULTI_BUCKET_URL);
  });
});
