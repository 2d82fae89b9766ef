import { currentPublicRemote, serverEntryUrl } from './public-remote';

// The federation runtime is a stand-in: what matters here is what gets registered, and when.
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  loadRemote: jest.fn(),
}));

const answer = (status: number, headers: Record<string, string>) => ({
  ok: status < 400,
  status,
  headers: { get: (name: string) => headers[name] ?? null },
});
const fetchMock = jest.fn<Promise<ReturnType<typeof answer>>, [string, RequestInit]>();

beforeEach(() => {
  registerRemotes.mockClear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('serverEntryUrl', () => {
  it('is server/remoteEntry.js beside the browser manifest', () => {
    expect(serverEntryUrl('http://127.0.0.1:3101/mf-manifest.json')).toBe(
      'http://127.0.0.1:3101/server/remoteEntry.js',
    );
    expect(serverEntryUrl('https://cdn.example/public/v2/mf-manifest.json')).toBe(
      'https://cdn.example/public/v2/server/remoteEntry.js',
    );
  });
});

describe('currentPublicRemote', () => {
  const entry = 'http://remote.example/server/remoteEntry.js';

  it('registers a new deployment under a new URL, and only when the entry changed', async () => {
    fetchMock.mockResolvedValue(answer(200, { etag: 'W/"1-a"' }));
    const first = await currentPublicRemote(entry);
    const again = await currentPublicRemote(entry);
    expect(again.loader).toBe(first.loader);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'HEAD' });
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_public', entry: `${entry}?v=${encodeURIComponent('W/"1-a"')}` }],
      { force: true },
    );

    fetchMock.mockResolvedValue(answer(200, { etag: 'W/"2-b"' }));
    const redeployed = await currentPublicRemote(entry);
    expect(redeployed.loader).not.toBe(first.loader);
    expect(registerRemotes).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_public', entry: `${entry}?v=${encodeURIComponent('W/"2-b"')}` }],
      { force: true },
    );
  });

  it('reads the preload links from the browser manifest of each new deployment', async () => {
    const manifest = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'PublicRoutes', assets: { js: { sync: ['p.js'] } } }],
    };
    fetchMock.mockImplementation(
      async (_url, init) =>
        (init?.method === 'HEAD'
          ? answer(200, { etag: 'W/"3-c"' })
          : { ...answer(200, {}), json: async () => manifest }) as never,
    );
    const remote = await currentPublicRemote(entry, 'http://remote.example/mf-manifest.json');
    expect(remote.preload).toContain('<link rel="preload" href="http://remote.example/p.js" as="script">');
  });

  it('asks for the deployed version at most once per checkEveryMs, then again', async () => {
    const other = 'http://other.example/server/remoteEntry.js';
    fetchMock.mockResolvedValue(answer(200, { etag: 'W/"4-d"' }));
    await currentPublicRemote(other, undefined, { checkEveryMs: 60_000 });
    await currentPublicRemote(other, undefined, { checkEveryMs: 60_000 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await currentPublicRemote(other, undefined, { checkEveryMs: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fails when the remote does not answer its entry (the page then degrades to the empty shell)', async () => {
    fetchMock.mockResolvedValue(answer(404, {}));
    await expect(currentPublicRemote(entry)).rejects.toThrow('HTTP 404');
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(currentPublicRemote(entry)).rejects.toThrow('fetch failed');
  });
});
