import type { ComponentType } from 'react';
import { loadRemoteModule, registerAppRemotes, type RemoteContainer } from './remotes';

const REMOTES = {
  public: 'http://localhost:3001/mf-manifest.json',
  dealer: 'https://cdn.example.com/dealer/mf-manifest.json',
  admin: 'http://localhost:3003/mf-manifest.json',
  billing: 'http://localhost:3004/mf-manifest.json',
};

const global = globalThis as unknown as Record<string, RemoteContainer | undefined>;
const DealerRoutes: ComponentType = () => null;

/** The remote's entry scripts the loader added to the page. */
const entryScripts = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));

/** What the browser does with an added entry script: runs it (defines the container) or fails. */
function answerScript(outcome: 'load' | 'error', container?: RemoteContainer, name = 'mfe_dealer') {
  const script = document.head.querySelector('script:last-of-type') as HTMLScriptElement;
  if (outcome === 'load') global[name] = container;
  script.dispatchEvent(new Event(outcome));
}

/** Until the loader has added its entry script. */
async function waitForScript() {
  for (let i = 0; i < 20 && !document.head.querySelector('script'); i += 1) await Promise.resolve();
}

function fakeContainer(): RemoteContainer & { init: jest.Mock; get: jest.Mock } {
  return { init: jest.fn(), get: jest.fn(async () => () => ({ default: DealerRoutes })) };
}

/** Loads `id` while its entry script defines `container` as `name`: the component and the scripts added. */
async function loadWithEntry(id: string, name: string, container: RemoteContainer) {
  const loading = loadRemoteModule(id);
  await waitForScript();
  const scripts = entryScripts();
  answerScript('load', container, name);
  return { component: await loading, scripts };
}

afterEach(() => {
  document.head.innerHTML = '';
  delete global.mfe_dealer;
  delete global.mfe_admin;
  delete global.mfe_public;
});

/** webpack's share scope of the shell (what its ProvideSharedPlugin fills). */
const shareScope = { react: {} };
const initSharing = jest.fn();
Object.assign(globalThis, { __webpack_share_scopes__: { default: shareScope }, __webpack_init_sharing__: initSharing });

beforeAll(() => registerAppRemotes(REMOTES));

it('loads the public remote through its remoteEntry.js', async () => {
  const container = fakeContainer();
  const loaded = await loadWithEntry('mfe_public/PublicRoutes', 'mfe_public', container);
  expect(loaded).toEqual({
    component: DealerRoutes,
    scripts: ['http://localhost:3001/remoteEntry.js'],
  });
  expect(container.get).toHaveBeenCalledWith('./PublicRoutes');
});

it('loads a remote through the remoteEntry.js beside its manifest, once, and returns the exposed component', async () => {
  const container = fakeContainer();
  const loaded = await loadWithEntry('mfe_dealer/DealerRoutes', 'mfe_dealer', container);
  expect(loaded).toEqual({
    component: DealerRoutes,
    scripts: ['https://cdn.example.com/dealer/remoteEntry.js'],
  });
  expect(container.get).toHaveBeenCalledWith('./DealerRoutes');
  // The shell's modules went into the scope first, then the remote joined that very scope.
  expect(initSharing).toHaveBeenCalledWith('default');
  expect(container.init).toHaveBeenCalledTimes(1);
  expect(container.init).toHaveBeenCalledWith(shareScope);

  await expect(loadRemoteModule('mfe_dealer/DealerRoutes')).resolves.toBe(DealerRoutes);
  expect(entryScripts()).toHaveLength(1);
  expect(container.init).toHaveBeenCalledTimes(1);
});

it('rejects when the remote is down, and the next attempt (Retry) asks for its entry again', async () => {
  const failed = loadRemoteModule('mfe_admin/AdminRoutes');
  await waitForScript();
  answerScript('error');
  await expect(failed).rejects.toThrow('Remote entry http://localhost:3003/remoteEntry.js could not be loaded');
  expect(entryScripts()).toEqual([]);

  const container = fakeContainer();
  const retried = await loadWithEntry('mfe_admin/AdminRoutes', 'mfe_admin', container);
  expect(retried.scripts).toEqual(['http://localhost:3003/remoteEntry.js']);
  expect(retried.component).toBe(DealerRoutes);
  expect(container.get).toHaveBeenCalledWith('./AdminRoutes');
});

it('rejects for a remote config.json does not name', async () => {
  await expect(loadRemoteModule('mfe_other/Routes')).rejects.toThrow('Remote "mfe_other" is not in config.json');
});
