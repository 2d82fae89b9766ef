/** URLs of each remote's mf-manifest.json. */
export interface RemoteUrls {
  public: string;
  dealer: string;
  admin: string;
  billing: string;
}

/** Shape of /config.json, served by the shell's server. */
export interface ShellConfig {
  apiBaseUrl: string;
  storageBaseUrl: string;
  remotes: RemoteUrls;
}

const local = (port: number) => `http://localhost:${port}/mf-manifest.json`;

const DEFAULT_CONFIG: ShellConfig = {
  apiBaseUrl: '',
  storageBaseUrl: '/uploads/',
  remotes: { public: local(3001), dealer: local(3002), admin: local(3003), billing: local(3004) },
};

/** Fetches /config.json; falls back to the local defaults when it cannot be read. */
export async function loadShellConfig(): Promise<ShellConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
    const body = (await response.json()) as Partial<ShellConfig>;
    return { ...DEFAULT_CONFIG, ...body, remotes: { ...DEFAULT_CONFIG.remotes, ...(body.remotes ?? {}) } };
  } catch (error) {
    console.warn('[shell] using default config:', error);
    return DEFAULT_CONFIG;
  }
}
